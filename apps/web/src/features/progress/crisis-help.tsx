import { helplinesFor, type Helpline } from '@haven/core/safety';
import { GetHelpPanel } from '../../components/safety/get-help-panel';

/** Where the person probably is: the browser's region ('en-GB' -> GB) and language, when it says. */
export function browserLocale(): { country?: string; language?: string } {
  const locale = typeof navigator === 'undefined' ? undefined : navigator.language;
  if (!locale) return {};
  const region = locale.split('-')[1];
  return { language: locale.slice(0, 32), ...(region && /^[A-Za-z]{2}$/.test(region) ? { country: region.toUpperCase() } : {}) };
}

/** Help lines for the browser's region, else its language (the same rule as the server's). */
export function localHelplines(): Helpline[] {
  return helplinesFor(browserLocale());
}

/**
 * The crisis path of PHQ-9 item 9: the same "Get help now" panel the AI screens show, with the
 * server's help lines when it sent them, else the ones for this browser's locale.
 */
export function CrisisHelp({ helplines }: { helplines?: Helpline[] }) {
  const lines = helplines && helplines.length > 0 ? helplines : localHelplines();
  return (
    <div data-testid="crisis-help">
      <GetHelpPanel helplines={lines} />
    </div>
  );
}

import { helplinesFor, type Helpline } from '@haven/core/safety';

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

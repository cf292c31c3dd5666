import type { Helpline } from '@haven/core/safety';
import { GetHelpPanel } from '../../components/safety/get-help-panel';
import { localHelplines } from '../../components/safety/local-helplines';

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

import { LifeBuoy, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { HelplineItem } from './get-help-panel';
import { localHelplines } from './local-helplines';

/**
 * "Get help" on every AI screen (issue 18): the help lines are one tap away before any crisis
 * message, which the AI disclosure points to. Help lines by the browser's region, else language,
 * each labelled with its country; the full list is on /safety.
 */
export function GetHelpButton() {
  const helplines = useMemo(localHelplines, []);
  return (
    <Dialog.Root>
      <Dialog.Trigger className="inline-flex shrink-0 items-center gap-1 rounded-lg border border-rose-300 bg-white px-2.5 py-1 text-xs font-semibold text-rose-900 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-rose-700">
        <LifeBuoy aria-hidden className="h-4 w-4" /> Get help
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="flex items-center gap-2 text-xl font-semibold">
              <LifeBuoy aria-hidden className="h-5 w-5 text-rose-800" /> Get help now
            </Dialog.Title>
            <Dialog.Close aria-label="Close help lines" className="rounded p-1 text-slate-600 hover:text-slate-900">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            You deserve support from a real person. If you are in immediate danger, call your local emergency number. These free,
            confidential lines are answered by trained people:
          </Dialog.Description>
          <ul aria-label="Help lines" className="mt-4 flex flex-col gap-3">
            {helplines.map((h) => (
              <HelplineItem key={`${h.country ?? ''}-${h.name}-${h.phone ?? h.url}`} helpline={h} />
            ))}
          </ul>
          <Link to="/safety" className="mt-4 inline-block text-sm font-medium text-brand-800 underline">
            Help lines in more countries, and how Haven handles a crisis
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

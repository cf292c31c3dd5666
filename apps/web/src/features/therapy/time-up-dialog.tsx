import { Dialog } from 'radix-ui';

/** 'Session Time Completed': the logged-in time-out dialog (spec 2). It cannot be dismissed without a choice. */
export function TimeUpDialog(props: { open: boolean; saving: 'save' | 'summary' | 'skip' | null; onSummary: () => void; onSkip: () => void }) {
  return (
    <Dialog.Root open={props.open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-xl font-semibold text-slate-900">Session Time Completed</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">Your session time is over. Would you like a summary of this session?</Dialog.Description>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
            <button
              type="button"
              onClick={props.onSummary}
              disabled={props.saving !== null}
              className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {props.saving === 'summary' ? 'Generating session summary...' : 'Generate Session Summary'}
            </button>
            <button
              type="button"
              onClick={props.onSkip}
              disabled={props.saving !== null}
              className="rounded-xl border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              No, Thanks
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

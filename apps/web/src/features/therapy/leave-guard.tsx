import { AlertDialog } from 'radix-ui';
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { SESSION_LEAVE_WARNING } from '@haven/core';

/** Warns before leaving a live session: in-app navigation (a dialog) and tab close (beforeunload). */
export function LeaveGuard({ active }: { active: RefObject<boolean> }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active.current === true && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!active.current) return;
      e.preventDefault();
      e.returnValue = SESSION_LEAVE_WARNING;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  const open = blocker.state === 'blocked';
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !o && blocker.state === 'blocked' && blocker.reset()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Leave the session?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{SESSION_LEAVE_WARNING}</AlertDialog.Description>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
            <AlertDialog.Action onClick={() => blocker.state === 'blocked' && blocker.proceed()} className="rounded-xl bg-rose-700 px-4 py-2 font-semibold text-white hover:bg-rose-800">
              Leave
            </AlertDialog.Action>
            <AlertDialog.Cancel className="rounded-xl border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50">Stay</AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

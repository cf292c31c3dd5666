import type { GoalKey } from '@haven/core';
import { SmilePlus, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { CheckinSuccess } from './checkin-success';
import { MoodCheckinForm } from './mood-checkin-form';
import type { SavedCheckin } from './use-save-checkin';

/** "Check in": a Radix dialog with the full check-in form; focus returns to the button on close. */
export function CheckinDialog({
  goals,
  triggerLabel = 'Check in',
  triggerClassName,
}: {
  goals: { key: GoalKey; name: string }[];
  triggerLabel?: string;
  triggerClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<SavedCheckin | null>(null);
  const [round, setRound] = useState(0);

  function change(next: boolean) {
    setOpen(next);
    if (!next) {
      setSaved(null);
      setRound((r) => r + 1); // a fresh form next time
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger
        className={
          triggerClassName ??
          'inline-flex items-center gap-2 rounded-xl border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50'
        }
      >
        <SmilePlus aria-hidden className="h-4 w-4" /> {triggerLabel}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(94vw,34rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-slate-900">Mood check-in</Dialog.Title>
            <Dialog.Close aria-label="Close check-in" className="rounded p-1 text-slate-600 hover:text-slate-900">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 mb-4 text-sm text-slate-600">
            A quick note of how you feel. Only you can see it; it builds your mood chart.
          </Dialog.Description>
          {saved ? (
            <CheckinSuccess checkin={saved}>
              <p className="mt-1 text-sm">Your progress below is updated.</p>
              <Dialog.Close className="mt-3 rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
                Done
              </Dialog.Close>
            </CheckinSuccess>
          ) : (
            <MoodCheckinForm key={round} context="profile" goals={goals} onSaved={setSaved} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

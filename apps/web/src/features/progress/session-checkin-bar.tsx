import type { CheckinMood } from '@haven/core';
import { SmilePlus, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { checkinSavedText } from './checkin-success';
import { CrisisHelp } from './crisis-help';
import { MoodCheckinForm } from './mood-checkin-form';
import type { SavedCheckin } from './use-save-checkin';

/**
 * The before-session check-in inside a running session: one line ("How do you feel now?" with
 * Check in and Skip), so the conversation keeps its room on a phone; Check in opens the short form
 * in a dialog with the setup's mood already chosen.
 */
export function SessionCheckinBar({
  sessionId,
  initialMood,
  onClose,
}: {
  sessionId: string;
  initialMood?: CheckinMood | null;
  onClose: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<SavedCheckin | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  function done(c: SavedCheckin) {
    setSaved(c);
    setOpen(false);
  }

  if (saved)
    return (
      <>
        <div
          className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          data-testid="checkin-before-session"
        >
          <p role="status" className="flex-1">
            {checkinSavedText(saved)}
          </p>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close check-in message"
            className="rounded p-1 hover:bg-emerald-100"
          >
            <X aria-hidden className="h-4 w-4" />
          </button>
        </div>
        {saved.crisisHelplines.length > 0 && <CrisisHelp helplines={saved.crisisHelplines} />}
      </>
    );

  return (
    <section
      aria-labelledby="session-checkin-before"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-brand-100 bg-white px-3 py-2"
      data-testid="checkin-before-session"
    >
      <h2 id="session-checkin-before" className="min-w-0 flex-1 text-sm font-medium text-slate-900">
        Before you begin: how do you feel now?
      </h2>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="inline-flex items-center gap-1.5 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800">
          <SmilePlus aria-hidden className="h-4 w-4" /> Check in
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <Dialog.Content
            onCloseAutoFocus={(e) => {
              // After a save the trigger is gone: focus the confirmation's close button instead.
              if (!closeRef.current) return;
              e.preventDefault();
              closeRef.current.focus();
            }}
            className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(94vw,34rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
          >
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-xl font-semibold text-slate-900">How do you feel now?</Dialog.Title>
              <Dialog.Close aria-label="Close check-in" className="rounded p-1 text-slate-600 hover:text-slate-900">
                <X aria-hidden className="h-5 w-5" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-1 mb-4 text-sm text-slate-600">
              A check-in now and one at the end show how the session changed your mood.
            </Dialog.Description>
            <MoodCheckinForm
              compact
              context="before_session"
              sessionId={sessionId}
              initialMood={initialMood}
              moodQuestion="Your mood"
              onSaved={done}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <button
        type="button"
        onClick={onClose}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        Skip
      </button>
    </section>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { QUESTIONNAIRES, type QuestionnaireKind, type QuestionnaireSubmitReply } from '@haven/core';
import { ClipboardList, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { CURRENT_USER_KEY } from '../../lib/current-user';
import { PROGRESS_KEY } from './progress-api';
import { QuestionnaireForm } from './questionnaire-form';
import { QuestionnaireResultView } from './questionnaire-result';

/** "Take the PHQ-9": the questionnaire in a dialog; the result stays until the dialog is closed. */
export function QuestionnaireDialog({
  kind,
  available,
  onCrisis,
}: {
  kind: QuestionnaireKind;
  /** Whether "Take the ..." is offered. The dialog stays mounted either way, so a result being read survives the refresh that makes it unavailable. */
  available: boolean;
  onCrisis: (reply: QuestionnaireSubmitReply) => void;
}) {
  const def = QUESTIONNAIRES[kind];
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState<QuestionnaireSubmitReply | null>(null);

  function submitted(r: QuestionnaireSubmitReply) {
    setReply(r);
    void queryClient.invalidateQueries({ queryKey: PROGRESS_KEY });
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  }

  function change(next: boolean) {
    setOpen(next);
    if (!next && reply) {
      if (reply.crisis) onCrisis(reply);
      setReply(null);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      {available && (
        <Dialog.Trigger className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          <ClipboardList aria-hidden className="h-4 w-4" /> Take the {def.title}
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            // Once taken, the button is gone: focus lands on the questionnaire's card instead.
            if (available) return;
            e.preventDefault();
            document.getElementById(`${kind}-card-title`)?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(96vw,44rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-slate-900">
              {def.title} <span className="font-normal text-slate-600">· {def.about}</span>
            </Dialog.Title>
            <Dialog.Close aria-label={`Close the ${def.title}`} className="rounded p-1 text-slate-600 hover:text-slate-900">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 mb-4 text-sm text-slate-600">
            {def.items.length} questions about the last two weeks. Answer each one; your score and what it means show at the end.
          </Dialog.Description>
          {reply ? (
            <>
              <QuestionnaireResultView reply={reply} />
              <Dialog.Close className="mt-4 rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
                Done
              </Dialog.Close>
            </>
          ) : (
            <QuestionnaireForm kind={kind} onSubmitted={submitted} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

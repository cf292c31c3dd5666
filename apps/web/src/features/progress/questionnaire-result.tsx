import { QUESTIONNAIRES, type QuestionnaireSubmitReply } from '@haven/core';
import { CrisisHelp } from './crisis-help';

/** After submit: the score out of the maximum, its band, and the help lines on the crisis path. */
export function QuestionnaireResultView({ reply }: { reply: QuestionnaireSubmitReply }) {
  const def = QUESTIONNAIRES[reply.result.kind];
  return (
    <div className="flex flex-col gap-3">
      {reply.crisis && <CrisisHelp helplines={reply.helplines} />}
      <div role="status" className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-900" data-testid="questionnaire-result">
        <p className="text-sm text-slate-700">Your {def.title} score</p>
        <p className="mt-1 text-2xl font-semibold">
          {reply.result.score} <span className="text-base font-normal text-slate-700">out of {def.maxScore}</span>
        </p>
        <p className="mt-1 font-medium">
          {def.about}: {reply.result.bandLabel}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        Bands: {def.bands.map((b) => `${b.label} ${b.min}–${b.max}`).join(', ')}. This is a screening questionnaire, not a diagnosis. If
        your answers worry you, please talk to a doctor or another health professional.
      </p>
    </div>
  );
}

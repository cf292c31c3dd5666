import {
  DIFFICULTY_OPTIONS,
  DIFFICULTY_QUESTION,
  PHQ9_SELF_HARM_ITEM,
  QUESTIONNAIRES,
  type QuestionnaireKind,
  type QuestionnaireSubmitReply,
} from '@haven/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { browserLocale } from '../../components/safety/local-helplines';
import { CrisisHelp } from './crisis-help';
import { PROGRESS_KEY, submitQuestionnaire } from './progress-api';
import { selfHarmFlagged, unanswered } from './progress-rules';
import { QuestionnaireItem } from './questionnaire-item';
import { progressErrorText } from './use-save-checkin';

/**
 * PHQ-9 or GAD-7 with the published wording. A PHQ-9 item 9 answer above "Not at all" shows the
 * help lines at once, right under that question, before anything is sent.
 */
export function QuestionnaireForm({
  kind,
  onSubmitted,
}: {
  kind: QuestionnaireKind;
  onSubmitted: (reply: QuestionnaireSubmitReply) => void;
}) {
  const def = QUESTIONNAIRES[kind];
  const id = useId();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<(number | null)[]>(() => def.items.map(() => null));
  const [difficulty, setDifficulty] = useState<number | null>(null);
  const [missing, setMissing] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const crisis = selfHarmFlagged(kind, answers);
  const anyProblem = answers.some((a) => typeof a === 'number' && a > 0);

  function answer(i: number, v: number) {
    setAnswers((prev) => prev.map((a, j) => (j === i ? v : a)));
    setMissing((m) => m.filter((x) => x !== i));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const open = unanswered(kind, answers);
    if (open.length > 0) {
      setMissing(open);
      setError(
        `Please answer every question (${open.length === 1 ? `question ${open[0] + 1} is` : `questions ${open.map((i) => i + 1).join(', ')} are`} still open).`,
      );
      document.getElementById(`${id}-q${open[0]}-o0`)?.focus();
      return;
    }
    const userId = storage.get('userId');
    if (!userId) return setError('Please sign in again to save your answers.');
    setSending(true);
    setError(null);
    try {
      // The locale goes along so a crisis answer gets the help lines for where the person is.
      const reply = await submitQuestionnaire(userId, {
        kind,
        answers: answers as number[],
        ...(anyProblem && difficulty !== null ? { difficulty } : {}),
        ...browserLocale(),
      });
      onSubmitted(reply);
    } catch (err) {
      setError(progressErrorText(err, 'Your answers could not be saved. Please try again.'));
      // Taken recently (e.g. in another tab): the summary learns the new date, so the card stops offering it.
      if (err instanceof ApiError && err.status === 409) void queryClient.invalidateQueries({ queryKey: PROGRESS_KEY });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-busy={sending}>
      <p className="font-medium text-slate-900">{def.stem}</p>
      {def.items.map((text, i) => (
        <div key={i} className="flex flex-col gap-3">
          <QuestionnaireItem
            idBase={`${id}-q${i}`}
            number={i + 1}
            text={text}
            value={answers[i]}
            onChange={(v) => answer(i, v)}
            invalid={missing.includes(i)}
          />
          {kind === 'phq9' && i === PHQ9_SELF_HARM_ITEM && crisis && <CrisisHelp />}
        </div>
      ))}
      {anyProblem && (
        <QuestionnaireItem
          idBase={`${id}-difficulty`}
          text={`${DIFFICULTY_QUESTION} (optional)`}
          value={difficulty}
          onChange={setDifficulty}
          options={DIFFICULTY_OPTIONS}
        />
      )}
      <div role="alert" className="empty:hidden">
        {error && <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{error}</p>}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="self-start rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {sending ? 'Saving...' : 'See my score'}
      </button>
    </form>
  );
}

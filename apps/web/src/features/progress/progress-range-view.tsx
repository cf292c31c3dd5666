import { QUESTIONNAIRE_KINDS, type GoalKey, type ProgressRange, type QuestionnaireSubmitReply } from '@haven/core';
import { lazy, useMemo } from 'react';
import { ChartFrame } from './chart-frame';
import { CheckinDialog } from './checkin-dialog';
import { dayIn, moodSeries, moodSummaryText } from './progress-rules';
import { ActivityTiles, ProgressFigures } from './progress-stats';
import { SessionMoodChanges } from './session-mood-changes';
import { MoodTable } from './progress-tables';
import { QuestionnaireCard } from './questionnaire-card';
import { progressErrorText } from './use-save-checkin';
import { useProgressSummary } from './use-progress-summary';

const MoodChart = lazy(() => import('./mood-chart'));

/** One range (7, 30 or 90 days) of the progress section. */
export function ProgressRangeView({
  days,
  timeZone,
  goals,
  onCrisis,
}: {
  days: ProgressRange;
  timeZone: string;
  goals: { key: GoalKey; name: string }[];
  onCrisis: (reply: QuestionnaireSubmitReply) => void;
}) {
  const query = useProgressSummary(days, timeZone);
  const summary = query.data;
  const points = useMemo(() => (summary ? moodSeries(summary.moods, days, dayIn(timeZone)) : []), [summary, days, timeZone]);

  if (query.isPending)
    return (
      <p role="status" className="py-6 text-sm text-slate-600">
        Loading your progress...
      </p>
    );
  if (!summary)
    return (
      <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        <p>{progressErrorText(query.error, 'Your progress could not be loaded.')}</p>
        <button type="button" onClick={() => void query.refetch()} className="mt-1 font-medium underline">
          Try again
        </button>
      </div>
    );

  const moodText = moodSummaryText(points, days);
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby={`mood-title-${days}`}>
        <h3 id={`mood-title-${days}`} className="mb-2 font-semibold text-slate-900">
          Mood
        </h3>
        {summary.moods.length > 0 ? (
          <ChartFrame
            chart={<MoodChart points={points} summary={moodText} />}
            tableLabel="Show mood as a table"
            table={<MoodTable points={points} caption={moodText} />}
          />
        ) : (
          <div className="rounded-xl border border-dashed border-brand-600 bg-brand-50/50 p-5 text-center" data-testid="mood-empty">
            <p className="font-medium text-slate-900">No check-ins in the last {days} days yet.</p>
            <p className="mt-1 text-sm text-slate-700">Check in with how you feel. A few taps a day draw your mood chart here.</p>
            <div className="mt-3">
              <CheckinDialog goals={goals} triggerLabel="Make a check-in" />
            </div>
          </div>
        )}
        <SessionMoodChanges changes={summary.sessionMoodChanges} />
      </section>
      <ProgressFigures summary={summary} />
      <ActivityTiles summary={summary} />
      <section aria-labelledby={`questionnaires-title-${days}`}>
        <h3 id={`questionnaires-title-${days}`} className="font-semibold text-slate-900">
          Questionnaires
        </h3>
        <p className="mb-2 text-sm text-slate-600">
          Two short, widely used check-ups for depression (PHQ-9) and anxiety (GAD-7). They screen; they do not diagnose.
        </p>
        <div className="grid items-start gap-3 lg:grid-cols-2">
          {QUESTIONNAIRE_KINDS.map((kind) => (
            <QuestionnaireCard
              key={kind}
              kind={kind}
              days={days}
              timeZone={timeZone}
              points={summary.questionnaires[kind].points}
              availability={summary.questionnaires[kind].availability}
              onCrisis={onCrisis}
            />
          ))}
        </div>
      </section>
    </div>
  );
}

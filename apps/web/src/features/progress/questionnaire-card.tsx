import {
  QUESTIONNAIRES,
  type ProgressRange,
  type QuestionnaireAvailability,
  type QuestionnaireKind,
  type QuestionnairePoint,
  type QuestionnaireSubmitReply,
} from '@haven/core';
import { lazy } from 'react';
import { ChartFrame } from './chart-frame';
import { ScoreTable } from './progress-tables';
import { notYetText, scoreSummaryText } from './progress-rules';
import { QuestionnaireDialog } from './questionnaire-dialog';

const ScoreChart = lazy(() => import('./score-chart'));

/** One questionnaire: its latest band, its scores over the range, and "Take" when it is due. */
export function QuestionnaireCard({
  kind,
  points,
  availability,
  days,
  timeZone,
  onCrisis,
}: {
  kind: QuestionnaireKind;
  points: QuestionnairePoint[];
  availability: QuestionnaireAvailability;
  days: ProgressRange;
  timeZone: string;
  onCrisis: (reply: QuestionnaireSubmitReply) => void;
}) {
  const def = QUESTIONNAIRES[kind];
  const latest = points.at(-1);
  const notYet = notYetText(def.title, availability, timeZone);
  const summary = scoreSummaryText(kind, points, days);
  const headingId = `${kind}-card-title`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4" data-testid={`${kind}-card`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
          {def.title} <span className="font-normal text-slate-600">· {def.about}</span>
        </h3>
        {latest && (
          <p className="text-sm text-slate-800">
            Latest: <span className="font-semibold">{latest.score}</span> of {def.maxScore},{' '}
            <span className="font-semibold">{latest.bandLabel}</span>
          </p>
        )}
      </div>
      {points.length > 0 ? (
        <div className="mt-2">
          <ChartFrame
            height="h-52"
            chart={<ScoreChart kind={kind} points={points} summary={summary} />}
            tableLabel={`Show ${def.title} scores as a table`}
            table={<ScoreTable points={points} caption={summary} maxScore={def.maxScore} />}
          />
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{summary} A short questionnaire every two weeks shows how you are doing over time.</p>
      )}
      <div className="mt-3">
        {notYet && <p className="text-sm text-slate-700">{notYet}</p>}
        <QuestionnaireDialog kind={kind} available={!notYet} onCrisis={onCrisis} />
      </div>
    </section>
  );
}

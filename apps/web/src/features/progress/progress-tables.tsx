import { moodDisplay, type QuestionnairePoint } from '@haven/core';
import { longDate, type MoodPoint } from './progress-rules';

/** The mood chart's table alternative: the days with check-ins, newest first. */
export function MoodTable({ points, caption }: { points: MoodPoint[]; caption: string }) {
  const rows = points.filter((p) => p.score !== null).reverse();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Day
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Mood score (0–10)
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Latest mood
            </th>
            <th scope="col" className="py-1 font-medium">
              Check-ins
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
          {rows.map((p) => (
            <tr key={p.date}>
              <th scope="row" className="py-1 pr-3 font-normal">
                {longDate(p.date)}
              </th>
              <td className="py-1 pr-3 tabular-nums">{p.score}</td>
              <td className="py-1 pr-3">
                <span aria-hidden>{moodDisplay(p.mood).emoji} </span>
                {moodDisplay(p.mood).label}
              </td>
              <td className="py-1 tabular-nums">{p.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A questionnaire chart's table alternative. */
export function ScoreTable({ points, caption, maxScore }: { points: QuestionnairePoint[]; caption: string; maxScore: number }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Day
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Score (0–{maxScore})
            </th>
            <th scope="col" className="py-1 font-medium">
              Band
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
          {[...points].reverse().map((p, i) => (
            <tr key={`${p.date}-${i}`}>
              <th scope="row" className="py-1 pr-3 font-normal">
                {longDate(p.date)}
              </th>
              <td className="py-1 pr-3 tabular-nums">{p.score}</td>
              <td className="py-1">{p.bandLabel}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

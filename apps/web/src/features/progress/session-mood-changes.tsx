import type { ProgressSummary } from '@haven/core';
import { longDate, shortDate } from './progress-rules';

/** How the mood moved across each therapy session with a before and an after check-in. */
export function SessionMoodChanges({ changes }: { changes: ProgressSummary['sessionMoodChanges'] }) {
  if (changes.length === 0) return null;
  return (
    <div className="mt-3 rounded-xl border border-slate-200 p-3" data-testid="session-mood-changes">
      <h4 className="text-sm font-semibold text-slate-900">Before and after therapy sessions</h4>
      <ul className="mt-1 divide-y divide-slate-100 text-sm text-slate-800">
        {[...changes].reverse().map((c) => {
          const delta = Math.round((c.after - c.before) * 10) / 10;
          const word = delta > 0 ? `up ${delta}` : delta < 0 ? `down ${Math.abs(delta)}` : 'no change';
          return (
            <li key={c.sessionId} className="flex flex-wrap justify-between gap-x-3 py-1">
              <span>
                <span aria-hidden>{shortDate(c.date)}</span>
                <span className="sr-only">{longDate(c.date)}</span>
              </span>
              <span className="tabular-nums">
                Mood {c.before} → {c.after}{' '}
                <span className={delta > 0 ? 'text-emerald-800' : delta < 0 ? 'text-rose-800' : 'text-slate-600'}>({word})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

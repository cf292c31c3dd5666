import type { ProgressSummary } from '@haven/core';
import { CalendarCheck, Flame, Headphones, MessageCircleHeart } from 'lucide-react';
import type { ReactNode } from 'react';
import { minutesText, progressFigures } from './progress-rules';

function Tile({ icon, label, value, detail }: { icon: ReactNode; label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
      {detail && <dd className="text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}

/** Streak, days active, therapy and meditation counts of the range. */
export function ActivityTiles({ summary }: { summary: ProgressSummary }) {
  const icon = 'h-4 w-4 text-brand-700';
  return (
    <div role="group" aria-label="Activity">
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Tile
          icon={<Flame aria-hidden className={icon} />}
          label="Streak"
          value={`${summary.streak} ${summary.streak === 1 ? 'day' : 'days'}`}
          detail="in a row, up to today"
        />
        <Tile
          icon={<CalendarCheck aria-hidden className={icon} />}
          label="Days active"
          value={`${summary.daysActive} of ${summary.days}`}
          detail={`in the last ${summary.days} days`}
        />
        <Tile
          icon={<MessageCircleHeart aria-hidden className={icon} />}
          label="Therapy"
          value={`${summary.therapy.sessions} ${summary.therapy.sessions === 1 ? 'session' : 'sessions'}`}
          detail={minutesText(summary.therapy.minutes)}
        />
        <Tile icon={<Headphones aria-hidden className={icon} />} label="Meditations" value={`${summary.meditationsPlayed} played`} />
      </dl>
    </div>
  );
}

/** The three computed progress numbers, each with what it means in plain words. */
export function ProgressFigures({ summary }: { summary: ProgressSummary }) {
  return (
    <div role="group" aria-label="Progress numbers">
      <dl className="grid gap-2 sm:grid-cols-3" data-testid="progress-figures">
        {progressFigures(summary.progress).map((f) => (
          <div key={f.key} className="rounded-xl border border-brand-100 bg-brand-50 p-3">
            <dt className="text-sm font-medium text-slate-700">{f.label}</dt>
            <dd className="text-2xl font-semibold text-brand-900">{f.value}</dd>
            <dd className="text-xs text-slate-700">{f.explanation}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MoodPoint } from './progress-rules';

const MOOD_TICKS = [0, 5, 10];

/**
 * The daily mood line (Recharts; this module is loaded lazily). Drawn for sighted users only: the
 * wrapper carries the sentence, and the table beside it has every number.
 */
export default function MoodChart({ points, summary }: { points: MoodPoint[]; summary: string }) {
  return (
    <div role="img" aria-label={summary} className="w-full" data-testid="mood-chart">
      <p aria-hidden className="mb-1 text-xs text-slate-600">
        Daily mood score: 0 very low · 5 neutral · 10 very good
      </p>
      <ResponsiveContainer width="100%" height={216}>
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -24 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" minTickGap={18} tickLine={false} />
          <YAxis
            domain={[0, 10]}
            ticks={MOOD_TICKS}
            width={48}
            tick={{ fontSize: 12, fill: '#475569' }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip formatter={(v) => [`${String(v)} / 10`, 'Mood']} labelStyle={{ color: '#0f172a' }} />
          <Line
            type="monotone"
            dataKey="score"
            stroke="#0f766e"
            strokeWidth={2.5}
            dot={{ r: 4, fill: '#0f766e' }}
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

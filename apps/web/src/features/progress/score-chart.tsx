import { QUESTIONNAIRES, type QuestionnaireKind, type QuestionnairePoint } from '@haven/core';
import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDate } from './progress-rules';

/** Band colours by key: green to red, the same band the same colour in both questionnaires. */
const BAND_FILLS: Record<string, string> = {
  minimal: '#dcfce7',
  mild: '#fef9c3',
  moderate: '#ffedd5',
  moderately_severe: '#fee2e2',
  severe: '#fecaca',
};

/** A questionnaire's scores over time on its bands (Recharts, loaded lazily); the table beside it has the numbers. */
export function BandLegend({ kind }: { kind: QuestionnaireKind }) {
  const def = QUESTIONNAIRES[kind];
  return (
    <ul aria-hidden className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
      {def.bands.map((b) => (
        <li key={b.key} className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm border border-slate-300" style={{ background: BAND_FILLS[b.key] }} />
          {b.label} {b.min}–{b.max}
        </li>
      ))}
    </ul>
  );
}

export default function ScoreChart({ kind, points, summary }: { kind: QuestionnaireKind; points: QuestionnairePoint[]; summary: string }) {
  const def = QUESTIONNAIRES[kind];
  const data = points.map((p) => ({ ...p, label: shortDate(p.date) }));
  return (
    <div role="img" aria-label={summary} className="w-full" data-testid={`${kind}-chart`}>
      <ResponsiveContainer width="100%" height={176}>
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -16 }} accessibilityLayer={false}>
          {def.bands.map((b, i) => (
            // Each band reaches up to where the next begins, so the colours meet without gaps.
            <ReferenceArea
              key={b.key}
              y1={b.min}
              y2={def.bands[i + 1]?.min ?? def.maxScore}
              fill={BAND_FILLS[b.key]}
              fillOpacity={1}
              ifOverflow="hidden"
            />
          ))}
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" tickLine={false} />
          <YAxis
            domain={[0, def.maxScore]}
            ticks={def.bands.map((b) => b.min).concat(def.maxScore)}
            width={48}
            tick={{ fontSize: 12, fill: '#475569' }}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip formatter={(v, _n, item) => [`${String(v)} (${(item.payload as QuestionnairePoint).bandLabel})`, def.title]} />
          <Line
            type="monotone"
            dataKey="score"
            stroke="#7c3aed"
            strokeWidth={2.5}
            dot={{ r: 4, fill: '#7c3aed' }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
      <BandLegend kind={kind} />
    </div>
  );
}

import { QUESTIONNAIRES, type QuestionnaireKind, type QuestionnairePoint } from '@haven/core';
import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDate } from './progress-rules';

const BAND_FILLS = ['#ecfdf5', '#fefce8', '#fff7ed', '#fef2f2', '#fde8e8'];

/** A questionnaire's scores over time on its bands (Recharts, loaded lazily); the table beside it has the numbers. */
export default function ScoreChart({ kind, points, summary }: { kind: QuestionnaireKind; points: QuestionnairePoint[]; summary: string }) {
  const def = QUESTIONNAIRES[kind];
  const data = points.map((p) => ({ ...p, label: shortDate(p.date) }));
  return (
    <div role="img" aria-label={summary} className="h-44 w-full" data-testid={`${kind}-chart`}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -16 }} accessibilityLayer={false}>
          {def.bands.map((b, i) => (
            <ReferenceArea key={b.key} y1={b.min} y2={b.max} fill={BAND_FILLS[i % BAND_FILLS.length]} fillOpacity={1} ifOverflow="hidden" />
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
    </div>
  );
}

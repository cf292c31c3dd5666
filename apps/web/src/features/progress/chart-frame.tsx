import { Suspense, type ReactNode } from 'react';

/**
 * A chart with its text alternative: the lazily loaded chart (a plain placeholder until its chunk
 * arrives), then a disclosure with the same numbers as a table.
 */
export function ChartFrame({
  chart,
  table,
  tableLabel,
  height = 'h-60',
}: {
  chart: ReactNode;
  table: ReactNode;
  tableLabel: string;
  height?: string;
}) {
  return (
    <div>
      <Suspense fallback={<div className={`${height} w-full animate-pulse rounded-xl bg-slate-100`} aria-hidden />}>{chart}</Suspense>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-brand-800 underline">{tableLabel}</summary>
        <div className="mt-2">{table}</div>
      </details>
    </div>
  );
}

import { RadioGroup } from 'radix-ui';
import { checkFocusedOnArrow } from './arrow-check';

const LEVELS = Array.from({ length: 11 }, (_, i) => i);

/** Optional 0-10 intensity as a labelled radio row; Clear takes the answer back. */
export function IntensityPicker({
  value,
  onChange,
  labelId,
  hintId,
}: {
  value: number | null;
  onChange: (v: number | null) => void;
  labelId: string;
  hintId: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <RadioGroup.Root
        onKeyDown={checkFocusedOnArrow}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        orientation="horizontal"
        value={value === null ? '' : String(value)}
        onValueChange={(v) => onChange(Number(v))}
        className="flex flex-wrap gap-1"
      >
        {LEVELS.map((n) => (
          <RadioGroup.Item
            key={n}
            value={String(n)}
            className="h-9 w-9 rounded-lg border border-slate-300 bg-white text-sm font-medium tabular-nums text-slate-800 hover:bg-slate-50 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white"
          >
            {n}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {value !== null && (
        <button
          type="button"
          onClick={() => onChange(null)}
          className="rounded-lg px-2 py-1 text-sm text-slate-700 underline hover:text-slate-900"
        >
          Clear
        </button>
      )}
    </div>
  );
}

import { PROFILE_MOODS, type CheckinMood } from '@haven/core';
import { RadioGroup } from 'radix-ui';
import { checkFocusedOnArrow } from './arrow-check';

/** The profile's eight moods with their emoji as one radio group: a single tap chooses. */
export function MoodPicker({
  value,
  onChange,
  labelId,
  compact = false,
}: {
  value: CheckinMood | null;
  onChange: (m: CheckinMood) => void;
  labelId: string;
  compact?: boolean;
}) {
  return (
    <RadioGroup.Root
      onKeyDown={checkFocusedOnArrow}
      aria-labelledby={labelId}
      aria-required
      value={value ?? ''}
      onValueChange={(v) => onChange(v as CheckinMood)}
      className={`grid grid-cols-4 gap-1.5 ${compact ? 'sm:grid-cols-8' : ''}`}
    >
      {PROFILE_MOODS.map((m) => (
        <RadioGroup.Item
          key={m.value}
          value={m.value}
          className="flex min-h-11 flex-col items-center justify-center rounded-xl border border-slate-300 bg-white px-1 py-1.5 text-xs font-medium text-slate-800 hover:bg-slate-50 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-900 data-[state=checked]:ring-1 data-[state=checked]:ring-brand-700"
        >
          <span aria-hidden className="text-xl leading-none">
            {m.emoji}
          </span>
          <span className="mt-1">{m.label}</span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}

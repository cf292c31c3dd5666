import { moodDisplay, PROFILE_MOODS } from '@haven/core';
import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';

/** Current-mood dropdown: the 8 profile moods with emoji; any other value shows Neutral. At most 300 px high. */
export function MoodSelect({ value, onChange, id }: { value: string; onChange: (v: string) => void; id?: string }) {
  const known = PROFILE_MOODS.some((m) => m.value === value);
  const shown = moodDisplay(value);
  return (
    <Select.Root value={known ? value : undefined} onValueChange={onChange}>
      <Select.Trigger id={id} aria-label="Current mood" className="inline-flex w-full items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-left text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600">
        <Select.Value placeholder={`${shown.emoji} ${shown.label}`} />
        <Select.Icon>
          <ChevronDown aria-hidden className="h-4 w-4" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content position="popper" sideOffset={4} className="z-50 max-h-[300px] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg" data-testid="mood-options">
          <Select.Viewport className="max-h-[300px] overflow-y-auto p-1">
            {PROFILE_MOODS.map((m) => (
              <Select.Item key={m.value} value={m.value} className="flex cursor-pointer items-center justify-between rounded-lg px-3 py-2 text-slate-800 outline-none data-[highlighted]:bg-brand-50">
                <Select.ItemText>
                  <span aria-hidden>{m.emoji}</span> {m.label}
                </Select.ItemText>
                <Select.ItemIndicator>
                  <Check aria-hidden className="h-4 w-4 text-brand-700" />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}

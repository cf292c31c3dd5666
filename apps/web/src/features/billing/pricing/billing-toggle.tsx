import { ToggleGroup } from 'radix-ui';

interface BillingToggleProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string; badge?: string }[];
}

/** Monthly/annual switch as a Radix toggle group (one pressed button at a time). */
export function BillingToggle<T extends string>({ value, onChange, options }: BillingToggleProps<T>) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(v) => v && onChange(v as T)}
      aria-label="Billing period"
      className="inline-flex rounded-full border border-slate-300 bg-white p-1 shadow-sm"
    >
      {options.map((o) => (
        <ToggleGroup.Item
          key={o.value}
          value={o.value}
          className="flex items-center gap-2 rounded-full px-5 py-2 text-sm font-medium text-slate-700 data-[state=on]:bg-brand-700 data-[state=on]:text-white"
        >
          {o.label}
          {o.badge && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{o.badge}</span>}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

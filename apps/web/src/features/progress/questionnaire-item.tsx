import { QUESTIONNAIRE_OPTIONS } from '@haven/core';
import { RadioGroup } from 'radix-ui';
import { checkFocusedOnArrow } from './arrow-check';

/** One question: its wording as the legend, the four published answers as a radio group. */
export function QuestionnaireItem({
  idBase,
  number,
  text,
  value,
  onChange,
  invalid,
  options = QUESTIONNAIRE_OPTIONS,
}: {
  idBase: string;
  number?: number;
  text: string;
  value: number | null;
  onChange: (v: number) => void;
  invalid?: boolean;
  options?: readonly { value: number; label: string }[];
}) {
  const legendId = `${idBase}-legend`;
  return (
    <fieldset className={`rounded-xl border p-3 ${invalid ? 'border-red-400 bg-red-50/40' : 'border-slate-200'}`}>
      {/* float + full width: a long legend sits inside the box like a heading, not across its border. */}
      <legend id={legendId} className="float-left mb-1 w-full text-sm font-medium text-slate-900">
        {number === undefined ? text : `${number}. ${text}`}
      </legend>
      <RadioGroup.Root
        onKeyDown={checkFocusedOnArrow}
        aria-labelledby={legendId}
        aria-required
        aria-invalid={invalid || undefined}
        value={value === null ? '' : String(value)}
        onValueChange={(v) => onChange(Number(v))}
        className="clear-both grid gap-1.5 sm:grid-cols-2"
      >
        {options.map((o) => {
          const itemId = `${idBase}-o${o.value}`;
          return (
            <div key={o.value} className="flex items-center gap-2 rounded-lg px-1 py-1 hover:bg-slate-50">
              <RadioGroup.Item
                id={itemId}
                value={String(o.value)}
                className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-500 bg-white data-[state=checked]:border-brand-700"
              >
                <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-brand-700" />
              </RadioGroup.Item>
              <label htmlFor={itemId} className="flex-1 cursor-pointer text-sm text-slate-800">
                {o.label}
              </label>
            </div>
          );
        })}
      </RadioGroup.Root>
    </fieldset>
  );
}

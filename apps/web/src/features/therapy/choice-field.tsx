import { useId } from 'react';

/**
 * A text box with the spec's suggestions shown as visible choices (issue 18: a datalist looked like
 * a blank box until focused): tap a suggestion, or type your own.
 */
export function ChoiceField(props: { label: string; value: string; onChange: (v: string) => void; options: readonly string[]; placeholder: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {props.label}
      </label>
      {/* Named "Suggestions" (not after the field) so the field's label stays unique. */}
      <span id={`${id}-suggestions`} className="text-xs text-slate-600">
        Suggestions
      </span>
      <div role="group" aria-labelledby={`${id}-suggestions`} className="flex flex-wrap gap-1.5">
        {props.options.map((o) => {
          const chosen = props.value === o;
          return (
            <button
              key={o}
              type="button"
              aria-pressed={chosen}
              onClick={() => props.onChange(chosen ? '' : o)}
              className={`rounded-full border px-3 py-1 text-sm ${chosen ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'}`}
            >
              {o}
            </button>
          );
        })}
      </div>
      <input
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={props.placeholder}
        autoComplete="off"
        maxLength={100}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
      />
    </div>
  );
}

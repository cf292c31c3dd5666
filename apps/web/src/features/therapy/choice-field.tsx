import { useId } from 'react';

/** A text box with the spec's suggestions (native combobox via datalist): pick one or type your own. */
export function ChoiceField(props: { label: string; value: string; onChange: (v: string) => void; options: readonly string[]; placeholder: string }) {
  const id = useId();
  const listId = `${id}-options`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        id={id}
        list={listId}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={props.placeholder}
        autoComplete="off"
        maxLength={100}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
      />
      <datalist id={listId}>
        {props.options.map((o) => (
          <option key={o} value={o} />
        ))}
      </datalist>
    </div>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled group of radio buttons or checkboxes, shown as pills; native inputs keep keyboard use. */
export function ChoiceGroup({
  legend,
  name,
  type,
  options,
  register,
  error,
}: {
  legend: string;
  name: string;
  type: 'radio' | 'checkbox';
  options: readonly string[] | readonly { value: string; label: string }[];
  register: UseFormRegisterReturn;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {legend}{' '}
        <span className="text-red-700" aria-hidden>
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const option = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
            >
              <input type={type} value={option.value} aria-invalid={error ? true : undefined} className="accent-brand-600" {...register} />
              {option.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A labelled input with its error text tied to it for screen readers. */
export function TextField({ label, error, trailing, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; trailing?: ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 aria-[invalid=true]:border-rose-600 read-only:bg-slate-100"
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-2 flex items-center">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

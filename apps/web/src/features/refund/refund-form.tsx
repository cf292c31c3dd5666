import { zodResolver } from '@hookform/resolvers/zod';
import { REFUND_FAILURE_MESSAGE, REFUND_REASON_MAX_LENGTH } from '@haven/core';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../lib/api-client';
import { EMPTY_REFUND_FORM, SUBSCRIPTION_OPTIONS, refundFormSchema, toRefundRequest, type RefundFormOutput, type RefundFormValues } from './refund-form-schema';

export type RefundFormState = 'hidden' | 'open' | 'submitting' | 'success';

const inputClass = 'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 aria-[invalid=true]:border-rose-600';

/** 'Request a Refund' (spec 4): hidden, open, submitting, success. */
export function RefundForm() {
  const [state, setState] = useState<RefundFormState>('hidden');
  const [failure, setFailure] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<RefundFormValues, unknown, RefundFormOutput>({ resolver: zodResolver(refundFormSchema), defaultValues: EMPTY_REFUND_FORM });
  const { errors } = formState;
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state === 'success') successRef.current?.focus();
  }, [state]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(false);
    setState('submitting');
    try {
      await api('/refunds/addRefund', { method: 'POST', body: toRefundRequest(values) });
      reset(EMPTY_REFUND_FORM);
      setState('success');
    } catch {
      setFailure(true);
      setState('open');
    }
  });

  if (state === 'hidden')
    return (
      <button type="button" onClick={() => setState('open')} className="rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Request a Refund
      </button>
    );

  if (state === 'success')
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-center">
        <CheckCircle2 aria-hidden className="mx-auto h-10 w-10 text-emerald-700" />
        <h3 ref={successRef} tabIndex={-1} className="mt-3 text-xl font-semibold text-emerald-950">
          Refund request submitted
        </h3>
        <p className="mt-2 text-emerald-950">
          Thank you. We have received your request and will reply by e-mail. Approved refunds are processed within 5-7 business days.
        </p>
        <button type="button" onClick={() => setState('hidden')} className="mt-5 rounded-xl bg-emerald-800 px-6 py-2.5 font-semibold text-white hover:bg-emerald-900">
          Done
        </button>
      </div>
    );

  const submitting = state === 'submitting';
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="refund-form-title" className="rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm">
      <h3 id="refund-form-title" className="text-xl font-semibold text-slate-900">
        Request a Refund
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field id="refund-email" label="Email" error={errors.email?.message}>
          <input id="refund-email" type="email" autoComplete="email" autoFocus aria-invalid={!!errors.email} aria-describedby={errors.email ? 'refund-email-error' : undefined} className={inputClass} {...register('email')} />
        </Field>
        <Field id="refund-date" label="Purchase date" error={errors.purchaseDay?.message}>
          <input id="refund-date" type="date" aria-invalid={!!errors.purchaseDay} aria-describedby={errors.purchaseDay ? 'refund-date-error' : undefined} className={inputClass} {...register('purchaseDay')} />
        </Field>
        <Field id="refund-plan" label="Subscription type" error={errors.subType?.message}>
          <select id="refund-plan" aria-invalid={!!errors.subType} aria-describedby={errors.subType ? 'refund-plan-error' : undefined} className={inputClass} {...register('subType')}>
            <option value="">Select your plan</option>
            {SUBSCRIPTION_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="refund-reason" label="Reason (optional)" error={errors.reason?.message} className="sm:col-span-2">
          <textarea id="refund-reason" rows={4} maxLength={REFUND_REASON_MAX_LENGTH} aria-invalid={!!errors.reason} className={inputClass} {...register('reason')} />
        </Field>
      </div>
      {failure && (
        <p role="alert" className="mt-4 rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800">
          {REFUND_FAILURE_MESSAGE}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="submit" disabled={submitting} className="rounded-xl bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
          {submitting ? 'Submitting...' : 'Submit Request'}
        </button>
        <button type="button" disabled={submitting} onClick={() => setState('hidden')} className="rounded-xl px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-100">
          Cancel
        </button>
      </div>
    </form>
  );
}

function Field({ id, label, error, className = '', children }: { id: string; label: string; error?: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

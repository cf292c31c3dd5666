import { REFUND_PERCENT, REFUND_PROCESSING, REFUND_WINDOW_DAYS } from '@haven/core';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

export function RefundWindowNote({ headline }: { headline: string }) {
  return (
    <div className="mx-auto mt-12 max-w-3xl rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center">
      <p className="flex items-center justify-center gap-2 text-lg font-semibold text-brand-900">
        <ShieldCheck aria-hidden className="h-5 w-5" /> {headline}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {REFUND_WINDOW_DAYS} days refund policy: ask within {REFUND_WINDOW_DAYS} days of your purchase and we refund {REFUND_PERCENT}% of
        the amount paid, processed in {REFUND_PROCESSING}.{' '}
        <Link to="/refund" className="font-medium text-brand-800 underline">
          Read the refund policy
        </Link>
      </p>
    </div>
  );
}

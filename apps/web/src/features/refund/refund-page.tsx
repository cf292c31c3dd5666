import { REFUND_PERCENT, REFUND_PROCESSING, REFUND_WINDOW_DAYS } from '@haven/core';
import { CheckCircle2, XCircle } from 'lucide-react';
import { usePageTitle } from '../../lib/page-meta';
import { RefundForm } from './refund-form';

const ELIGIBLE = [
  `You ask within ${REFUND_WINDOW_DAYS} days of your purchase`,
  'The request is for your own Haven subscription',
  'You were charged for a plan you did not intend to keep',
];
const NOT_ELIGIBLE = [
  `Requests made more than ${REFUND_WINDOW_DAYS} days after purchase`,
  'Purchases that were already refunded',
  'Accounts closed for breaking our terms of service',
];
const STEPS = [
  { title: 'Send the form', text: 'Tell us your e-mail, purchase date and plan. A reason is optional but helps us improve.' },
  { title: 'We review it', text: 'A person on our support team checks your request, usually within 24 hours, and replies by e-mail.' },
  { title: 'You get your refund', text: `Approved requests get ${REFUND_PERCENT}% of the amount paid back to the original payment method in ${REFUND_PROCESSING}.` },
];

export default function RefundPage() {
  usePageTitle('/refund');
  return (
    <main id="main">
      <div className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-12 text-center md:py-16">
          <h1 className="text-3xl font-semibold text-slate-900 md:text-4xl">Refund Policy</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Changed your mind? You have a {REFUND_WINDOW_DAYS}-day window after purchase to request a refund. Approved requests receive a{' '}
            {REFUND_PERCENT}% refund, processed in {REFUND_PROCESSING}.
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-4 pb-16">
        <div className="grid gap-4 md:grid-cols-2">
          <EligibilityCard title="Eligible" items={ELIGIBLE} eligible />
          <EligibilityCard title="Not eligible" items={NOT_ELIGIBLE} />
        </div>
        <h2 className="mt-12 text-2xl font-semibold text-slate-900">How it works in 3 steps</h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span aria-hidden className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{s.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{s.text}</p>
            </li>
          ))}
        </ol>
        <section aria-labelledby="refund-request-heading" className="mt-12 text-center">
          <h2 id="refund-request-heading" className="text-2xl font-semibold text-slate-900">
            Ready to request a refund?
          </h2>
          <p className="mt-2 text-slate-700">It takes about a minute.</p>
          <div className="mt-6">
            <RefundForm />
          </div>
        </section>
      </div>
    </main>
  );
}

function EligibilityCard({ title, items, eligible = false }: { title: string; items: string[]; eligible?: boolean }) {
  const Icon = eligible ? CheckCircle2 : XCircle;
  return (
    <section aria-label={title} className={`rounded-2xl border p-6 ${eligible ? 'border-emerald-200 bg-emerald-50' : 'border-rose-200 bg-rose-50'}`}>
      <h2 className={`flex items-center gap-2 text-lg font-semibold ${eligible ? 'text-emerald-950' : 'text-rose-950'}`}>
        <Icon aria-hidden className="h-5 w-5" /> {title}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </section>
  );
}

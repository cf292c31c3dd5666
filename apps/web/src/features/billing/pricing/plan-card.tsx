import { PLAN_FEATURES, planBadgeText, planPriceFor, type BillingPeriod, type PlanDefinition } from '@haven/core';
import { Check } from 'lucide-react';
import { SubscribeButton } from '../checkout/subscribe-button';
import { PriceTag } from './price-tag';

export function PlanCard({ plan, period }: { plan: PlanDefinition; period: BillingPeriod }) {
  const price = planPriceFor(plan, period);
  const headingId = `plan-${plan.subType}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.subType}`}
      className={`relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm ${plan.popular ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{plan.extra}</p>
      <h2 id={headingId} className="mt-1 text-2xl font-semibold text-slate-900">
        {plan.title}
      </h2>
      <p data-testid="badge" className="mt-3 inline-block self-start rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900">
        {planBadgeText(plan, period)}
      </p>
      <PriceTag price={price.price} originalPrice={price.originalPrice} period={price.period} />
      <ul className="mt-6 flex flex-1 flex-col gap-2 text-sm text-slate-700">
        <li className="flex gap-2">
          <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
          {plan.sessionsPerMonth} one-hour AI therapy sessions a month
        </li>
        {PLAN_FEATURES.map((f) => (
          <li key={f} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <SubscribeButton product="haven" subType={plan.subType} period={period} />
      </div>
    </article>
  );
}

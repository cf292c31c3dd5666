import { sisterBadgeText, sisterBillingFor, sisterPriceFor, type SisterBilling, type SisterPlanDefinition } from '@haven/core';
import { SubscribeButton } from '../checkout/subscribe-button';
import { PriceTag } from './price-tag';

const PERIOD_LABEL = { monthly: '/month', yearly: '/year', lifetime: 'one time' } as const;

export function SisterPlanCard({ plan, billing: view }: { plan: SisterPlanDefinition; billing: SisterBilling }) {
  // The Monthly card stays monthly in the Annual view (a monthly plan has no yearly price).
  const billing = sisterBillingFor(plan, view);
  const price = sisterPriceFor(plan, billing);
  const period = plan.subType === 'lifetime' ? 'lifetime' : billing === 'annual' ? 'yearly' : plan.subType;
  const headingId = `sister-plan-${plan.subType}`;
  return (
    <article aria-labelledby={headingId} data-testid={`sister-plan-${plan.subType}`} className="flex flex-col rounded-3xl border border-white/15 bg-white/5 p-6">
      <h2 id={headingId} className="text-2xl font-semibold text-white">
        {plan.title}
      </h2>
      <p data-testid="badge" className="mt-3 inline-block self-start rounded-full bg-rose-200 px-3 py-1 text-xs font-semibold text-rose-950">
        {sisterBadgeText(plan, billing)}
      </p>
      <PriceTag dark price={price.price} originalPrice={price.originalPrice} period={billing === 'annual' && plan.subType !== 'lifetime' ? '/year' : PERIOD_LABEL[plan.subType]} />
      <p className="mt-4 flex-1 text-sm text-slate-200">3 days free trial, then billed as shown. Cancel any time.</p>
      <div className="mt-6">
        <SubscribeButton product="sister" subType={plan.subType} period={period} tone="dark" />
      </div>
    </article>
  );
}

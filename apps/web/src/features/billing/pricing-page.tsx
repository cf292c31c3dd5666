import { PLANS, PRICING_COUNTDOWN_SECONDS, type BillingPeriod } from '@haven/core';
import { useState } from 'react';
import { usePageTitle } from '../../lib/page-meta';
import { BillingToggle } from './pricing/billing-toggle';
import { CountdownBanner } from './pricing/countdown-banner';
import { PlanCard } from './pricing/plan-card';
import { RefundWindowNote } from './pricing/refund-window-note';

const PERIODS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Annual', badge: '2 Months Free' },
] as const;

export default function PricingPage() {
  usePageTitle('/pricing');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <main id="main" className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <header className="text-center">
          <h1 className="text-3xl font-semibold text-slate-900 md:text-4xl">Become a Premium Family Member</h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700">
            Every plan includes voice and text AI therapy, unlimited chat, meditations and affirmations. Cancel any time.
          </p>
          <div className="mt-6 flex flex-col items-center gap-4">
            <CountdownBanner storageKey="timerExpiry" seconds={PRICING_COUNTDOWN_SECONDS} />
            <BillingToggle value={period} onChange={setPeriod} options={PERIODS} />
          </div>
        </header>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.map((plan) => (
            <PlanCard key={plan.subType} plan={plan} period={period} />
          ))}
        </div>
        <RefundWindowNote headline="Save upto 92% - Enjoy 3 days refund window" />
        <p className="mx-auto mt-6 max-w-3xl text-center text-xs text-slate-600">
          Prices in US dollars. Haven is an AI companion, not a medical service, and is not for emergencies.
        </p>
      </div>
    </main>
  );
}

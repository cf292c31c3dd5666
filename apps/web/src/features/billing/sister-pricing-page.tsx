import { SISTER_COUNTDOWN_SECONDS, SISTER_PLANS, type SisterBilling } from '@haven/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-meta';
import { BillingToggle } from './pricing/billing-toggle';
import { CountdownBanner } from './pricing/countdown-banner';
import { SisterPlanCard } from './pricing/sister-plan-card';

const BILLING = [
  { value: 'standard', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
] as const;

/** The adult sister product's pricing (spec 2 and 9). It has no top bar; it is for adults only. */
export default function SisterPricingPage() {
  usePageTitle('/sexai/pricing');
  const [billing, setBilling] = useState<SisterBilling>('standard');
  return (
    <main id="main" className="min-h-screen bg-slate-900 text-white">
      <div className="mx-auto max-w-5xl px-4 py-12 md:py-16">
        <Link to="/" className="text-sm text-slate-200 underline">
          Back to Haven
        </Link>
        <header className="mt-6 text-center">
          <p role="note" className="mx-auto inline-block rounded-full border border-rose-300 px-4 py-1 text-sm font-semibold text-rose-100">
            Adults only (18+). This product contains mature content.
          </p>
          <h1 className="mt-4 text-3xl font-semibold md:text-4xl">Adult companion plans</h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-200">
            An AI companion for adults. It is an AI, not a person, and not for emergencies. <strong className="text-white">3 days free trial</strong> on every plan.
          </p>
          <div className="mt-6 flex flex-col items-center gap-4">
            <CountdownBanner storageKey="sisterTimerExpiry" seconds={SISTER_COUNTDOWN_SECONDS} tone="dark" />
            <BillingToggle value={billing} onChange={setBilling} options={BILLING} />
          </div>
        </header>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {SISTER_PLANS.map((plan) => (
            <SisterPlanCard key={plan.subType} plan={plan} billing={billing} />
          ))}
        </div>
        <p className="mt-10 text-center text-sm text-slate-300">
          By subscribing you confirm you are 18 or older. See our <Link to="/terms" className="underline">terms</Link>,{' '}
          <Link to="/privacy" className="underline">privacy policy</Link> and <Link to="/refund" className="underline">refund policy</Link>.
        </p>
      </div>
    </main>
  );
}

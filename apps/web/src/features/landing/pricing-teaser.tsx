import { PLANS, formatPrice } from '@haven/core';
import { Check } from 'lucide-react';
import { Link } from 'react-router';

const cheapest = PLANS[0];

export function PricingTeaser() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <div className="rounded-3xl bg-brand-900 p-8 text-white md:p-12">
        <h2 className="text-3xl font-semibold">Simple pricing, free to start</h2>
        <p className="mt-3 max-w-2xl text-brand-50">
          Try every feature once for free. Premium plans start at ${formatPrice(cheapest.monthly.price)} a month and include one-hour
          AI therapy sessions, voice mode and unlimited chat, meditations and affirmations.
        </p>
        <ul className="mt-6 grid gap-2 text-sm sm:grid-cols-2">
          {['Cancel any time', '3-day refund window', 'No ads, ever', 'Your data is never sold'].map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Check aria-hidden className="h-4 w-4 text-brand-100" /> {item}
            </li>
          ))}
        </ul>
        <Link to="/pricing" className="mt-8 inline-block rounded-xl bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50">
          View all plans
        </Link>
      </div>
    </div>
  );
}

import { findPlan, formatPrice, planPriceFor, SISTER_PLANS, sisterPriceFor } from '@haven/core';
import type { CheckoutPlan } from './checkout-types';

/** "Advance, billed yearly: $349.99/year" for the checkout dialogs. */
export function planSummary(plan: CheckoutPlan): { title: string; price: string } {
  if (plan.product === 'sister') {
    const sister = SISTER_PLANS.find((p) => p.subType === plan.subType);
    if (!sister) return { title: plan.subType, price: '' };
    const { price } = sisterPriceFor(sister, 'standard');
    return { title: `${sister.title} (adult companion)`, price: `$${formatPrice(price)}${sister.subType === 'lifetime' ? ' one time' : sister.subType === 'yearly' ? '/year' : '/month'}` };
  }
  const haven = findPlan(plan.subType);
  if (!haven) return { title: plan.subType, price: '' };
  const period = plan.period === 'yearly' ? 'yearly' : 'monthly';
  const p = planPriceFor(haven, period);
  return { title: `${haven.title}, billed ${period}`, price: `$${formatPrice(p.price)}${p.period}` };
}

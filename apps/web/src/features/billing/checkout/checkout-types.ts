import type { PlanDefinition, SisterPlanDefinition } from '@haven/core';

/** What a Subscribe button asks for (the pricing cards' props). */
export interface CheckoutPlan {
  product: 'haven' | 'sister';
  subType: string;
  period: 'monthly' | 'yearly' | 'lifetime';
}

/** GET /api/v1/plans. */
export interface PlansAnswer {
  plans: (PlanDefinition & { priceIds: { monthly: string | null; yearly: string | null } })[];
  sisterPlans: (SisterPlanDefinition & { priceId: string | null })[];
  paddle: { clientToken: string; environment: 'sandbox' | 'production' } | null;
  testMode: boolean;
}

/** The price id the server configured for a plan, or null. The sister product has one per plan. */
export function priceIdFor(answer: PlansAnswer, plan: CheckoutPlan): string | null {
  if (plan.product === 'sister') return answer.sisterPlans.find((p) => p.subType === plan.subType)?.priceId ?? null;
  const found = answer.plans.find((p) => p.subType === plan.subType);
  if (!found || plan.period === 'lifetime') return null;
  return found.priceIds[plan.period];
}

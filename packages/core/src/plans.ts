// The one plan table (spec section 9). Pricing pages, checkout and server all read it;
// savings percentages are computed here, never typed twice.
export const PAID_SUB_TYPES = ['basic', 'advance', 'devil', 'god'] as const;
export type PaidSubType = (typeof PAID_SUB_TYPES)[number];
export type SubType = 'free' | PaidSubType;
export type BillingPeriod = 'monthly' | 'yearly';

export interface PlanDefinition {
  subType: PaidSubType;
  title: string;
  extra: string; // tagline
  monthly: { price: number; originalPrice: number };
  yearly: { price: number; originalPrice: number };
  monthlySaving: number; // percent, from the spec's badges
  sessionsPerMonth: number;
  popular: boolean;
  lifetime: boolean; // top plan only: 'Save 75% and Life'
  color: string;
}

export const PLAN_FEATURES = [
  'Voice and text AI therapy',
  'Unlimited chat with an AI chatbot',
  'Unlimited generated meditations and affirmations',
  '24/7 priority support',
] as const;

export const PLANS: readonly PlanDefinition[] = [
  { subType: 'basic', title: 'Basic', extra: 'Most Affordable', monthly: { price: 19.99, originalPrice: 39.99 }, yearly: { price: 199.99, originalPrice: 239.99 }, monthlySaving: 50, sessionsPerMonth: 5, popular: false, lifetime: false, color: 'sky' },
  { subType: 'advance', title: 'Advance', extra: 'Most Popular', monthly: { price: 34.99, originalPrice: 79.99 }, yearly: { price: 349.99, originalPrice: 419.99 }, monthlySaving: 57, sessionsPerMonth: 10, popular: true, lifetime: false, color: 'violet' },
  { subType: 'devil', title: 'Devil', extra: 'Recommended', monthly: { price: 59.99, originalPrice: 199.99 }, yearly: { price: 599.99, originalPrice: 719.99 }, monthlySaving: 70, sessionsPerMonth: 20, popular: false, lifetime: false, color: 'rose' },
  { subType: 'god', title: 'God', extra: 'User Favorite', monthly: { price: 89.99, originalPrice: 359.99 }, yearly: { price: 899.99, originalPrice: 1079.99 }, monthlySaving: 75, sessionsPerMonth: 40, popular: false, lifetime: true, color: 'amber' },
];

/** (12 x monthly - yearly) / (12 x monthly), rounded, as a whole percent (spec 9). */
export function yearlySavingPercent(plan: Pick<PlanDefinition, 'monthly' | 'yearly'>): number {
  const twelveMonths = 12 * plan.monthly.price;
  return Math.round(((twelveMonths - plan.yearly.price) / twelveMonths) * 100);
}

export function sessionsForSubType(subType: string | null | undefined): number {
  return PLANS.find((p) => p.subType === subType)?.sessionsPerMonth ?? 0;
}

export function isPaidSubType(value: unknown): value is PaidSubType {
  return typeof value === 'string' && (PAID_SUB_TYPES as readonly string[]).includes(value);
}

export function findPlan(subType: string): PlanDefinition | undefined {
  return PLANS.find((p) => p.subType === subType);
}

// Sister (adult) product, spec section 9.
export const SISTER_SUB_TYPES = ['monthly', 'yearly', 'lifetime'] as const;
export type SisterSubType = (typeof SISTER_SUB_TYPES)[number];
export interface SisterPlanDefinition {
  subType: SisterSubType;
  title: string;
  standard: { price: number; originalPrice: number; saving: number };
  annualToggle: { price: number; originalPrice: number };
}
export const SISTER_PLANS: readonly SisterPlanDefinition[] = [
  { subType: 'monthly', title: 'Monthly', standard: { price: 11.99, originalPrice: 19.99, saving: 40 }, annualToggle: { price: 274.99, originalPrice: 299.99 } },
  { subType: 'yearly', title: 'Yearly', standard: { price: 99.99, originalPrice: 239.99, saving: 59 }, annualToggle: { price: 439.99, originalPrice: 479.99 } },
  { subType: 'lifetime', title: 'Lifetime', standard: { price: 199.99, originalPrice: 699.99, saving: 72 }, annualToggle: { price: 769.99, originalPrice: 839.99 } },
];
/** Badge percent on the sister product's annual toggle, computed from original and price. */
export function sisterAnnualSavingPercent(plan: SisterPlanDefinition): number {
  const { price, originalPrice } = plan.annualToggle;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

export const PRICING_COUNTDOWN_SECONDS = 2111;
export const SISTER_COUNTDOWN_SECONDS = 2663;
export const REFUND_WINDOW_DAYS = 3;
export const REFUND_PERCENT = 50;
export const REFUND_PROCESSING = '5-7 business days';

// Badge and price texts for the pricing pages, derived from the table above.
export function monthlyBadgeText(plan: Pick<PlanDefinition, 'monthlySaving' | 'lifetime'>): string {
  return plan.lifetime ? `Save ${plan.monthlySaving}% and Life` : `Save ${plan.monthlySaving}%`;
}
export function yearlyBadgeText(plan: Pick<PlanDefinition, 'monthly' | 'yearly'>): string {
  return `Save more ${yearlySavingPercent(plan)}% + 2 months free`;
}
export function planBadgeText(plan: PlanDefinition, period: BillingPeriod): string {
  return period === 'yearly' ? yearlyBadgeText(plan) : monthlyBadgeText(plan);
}
/** Price, struck-through original and '/month' or '/year' for one plan and billing period. */
export function planPriceFor(plan: PlanDefinition, period: BillingPeriod) {
  const p = period === 'yearly' ? plan.yearly : plan.monthly;
  return { price: p.price, originalPrice: p.originalPrice, period: period === 'yearly' ? '/year' : '/month' } as const;
}

export type SisterBilling = 'standard' | 'annual';
/**
 * A monthly plan has no yearly price: in the Annual view the Monthly card keeps its monthly price,
 * badge and period (issue 18: it showed the table's 274.99 as "/year" under the title "Monthly").
 */
export function sisterBillingFor(plan: SisterPlanDefinition, billing: SisterBilling): SisterBilling {
  return plan.subType === 'monthly' ? 'standard' : billing;
}
export function sisterBadgeText(plan: SisterPlanDefinition, billing: SisterBilling): string {
  return sisterBillingFor(plan, billing) === 'annual' ? `Save more ${sisterAnnualSavingPercent(plan)}% + 1 month free` : `Save ${plan.standard.saving}%`;
}
export function sisterPriceFor(plan: SisterPlanDefinition, billing: SisterBilling) {
  const p = sisterBillingFor(plan, billing) === 'annual' ? plan.annualToggle : plan.standard;
  return { price: p.price, originalPrice: p.originalPrice };
}
/** Two decimals, no currency sign: prices in the table are US dollars. */
export function formatPrice(value: number): string {
  return value.toFixed(2);
}

// Paddle price ids come from env (`PADDLE_PRICE_IDS`, JSON keyed by these names): one per plan and
// period, plus one per sister-product plan. The server maps a paid price id back to its plan, so
// what a user receives follows from what they paid for, never from browser-sent custom data.
export type PlanProduct = 'haven' | 'sister';
export type PurchasedPlan =
  | { product: 'haven'; subType: PaidSubType; period: BillingPeriod }
  | { product: 'sister'; subType: SisterSubType; period: SisterSubType };

/** `advance_yearly`, `basic_monthly`, ... and `sister_monthly`, `sister_yearly`, `sister_lifetime`. */
export function priceIdKey(plan: { product?: PlanProduct; subType: string; period?: string }): string {
  if (plan.product === 'sister') return `sister_${plan.subType}`;
  return `${plan.subType}_${plan.period ?? 'monthly'}`;
}

export const PRICE_ID_KEYS: readonly string[] = [
  ...PAID_SUB_TYPES.flatMap((s) => [priceIdKey({ subType: s, period: 'monthly' }), priceIdKey({ subType: s, period: 'yearly' })]),
  ...SISTER_SUB_TYPES.map((s) => priceIdKey({ product: 'sister', subType: s })),
];

/** The plan a price-id key names, or null for an unknown key. */
export function planFromPriceIdKey(key: string): PurchasedPlan | null {
  const sister = /^sister_(monthly|yearly|lifetime)$/.exec(key);
  if (sister) {
    const subType = sister[1] as SisterSubType;
    return { product: 'sister', subType, period: subType };
  }
  const haven = /^(basic|advance|devil|god)_(monthly|yearly)$/.exec(key);
  if (haven) return { product: 'haven', subType: haven[1] as PaidSubType, period: haven[2] as BillingPeriod };
  return null;
}

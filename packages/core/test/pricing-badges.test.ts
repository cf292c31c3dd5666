import { describe, expect, it } from 'vitest';
import { PLANS, SISTER_PLANS, planBadgeText, planPriceFor, sisterBadgeText, sisterPriceFor, yearlySavingPercent } from '../src/plans';

// Expected values are worked out by hand from spec section 9, so a change to the table or the
// formula shows up here.
describe('pricing badges for every plan and period', () => {
  it.each([
    ['basic', 'Save 50%', 'Save more 17% + 2 months free', 19.99, 39.99, 199.99, 239.99],
    ['advance', 'Save 57%', 'Save more 17% + 2 months free', 34.99, 79.99, 349.99, 419.99],
    ['devil', 'Save 70%', 'Save more 17% + 2 months free', 59.99, 199.99, 599.99, 719.99],
    ['god', 'Save 75% and Life', 'Save more 17% + 2 months free', 89.99, 359.99, 899.99, 1079.99],
  ])('%s: monthly %s, yearly %s', (subType, monthlyBadge, yearlyBadge, mPrice, mOrig, yPrice, yOrig) => {
    const plan = PLANS.find((p) => p.subType === subType)!;
    expect(planBadgeText(plan, 'monthly')).toBe(monthlyBadge);
    expect(planBadgeText(plan, 'yearly')).toBe(yearlyBadge);
    expect(planPriceFor(plan, 'monthly')).toEqual({ price: mPrice, originalPrice: mOrig, period: '/month' });
    expect(planPriceFor(plan, 'yearly')).toEqual({ price: yPrice, originalPrice: yOrig, period: '/year' });
    const twelve = 12 * mPrice;
    expect(yearlySavingPercent(plan)).toBe(Math.round(((twelve - yPrice) / twelve) * 100));
  });

  it('has the spec taglines in card order', () => {
    expect(PLANS.map((p) => p.extra)).toEqual(['Most Affordable', 'Most Popular', 'Recommended', 'User Favorite']);
  });

  it.each([
    ['yearly', 'Save 59%', 'Save more 8% + 1 month free', 99.99, 239.99, 439.99, 479.99],
    ['lifetime', 'Save 72%', 'Save more 8% + 1 month free', 199.99, 699.99, 769.99, 839.99],
  ])('sister %s: %s, annual %s', (subType, badge, annualBadge, price, orig, aPrice, aOrig) => {
    const plan = SISTER_PLANS.find((p) => p.subType === subType)!;
    expect(sisterBadgeText(plan, 'standard')).toBe(badge);
    expect(sisterBadgeText(plan, 'annual')).toBe(annualBadge);
    expect(sisterPriceFor(plan, 'standard')).toEqual({ price, originalPrice: orig });
    expect(sisterPriceFor(plan, 'annual')).toEqual({ price: aPrice, originalPrice: aOrig });
  });
  it('the Monthly card keeps its monthly price and badge in the Annual view (no yearly price on a monthly plan)', () => {
    const monthly = SISTER_PLANS.find((p) => p.subType === 'monthly')!;
    expect(sisterPriceFor(monthly, 'annual')).toEqual({ price: 11.99, originalPrice: 19.99 });
    expect(sisterBadgeText(monthly, 'annual')).toBe('Save 40%');
  });
});

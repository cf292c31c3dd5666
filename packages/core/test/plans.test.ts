import { describe, expect, it } from 'vitest';
import { PLANS, SISTER_PLANS, sessionsForSubType, sisterAnnualSavingPercent, yearlySavingPercent } from '../src/plans';

describe('plan table', () => {
  it('computes the yearly saving as (12 x monthly - yearly) / (12 x monthly), rounded', () => {
    const byType = Object.fromEntries(PLANS.map((p) => [p.subType, yearlySavingPercent(p)]));
    // basic: (239.88 - 199.99) / 239.88 = 16.6% -> 17
    expect(byType).toEqual({ basic: 17, advance: 17, devil: 17, god: 17 });
  });
  it('keeps the monthly badges of the spec', () => {
    expect(PLANS.map((p) => p.monthlySaving)).toEqual([50, 57, 70, 75]);
  });
  it('gives each plan its monthly allowance and free nothing', () => {
    expect(['basic', 'advance', 'devil', 'god', 'free', 'bogus'].map(sessionsForSubType)).toEqual([5, 10, 20, 40, 0, 0]);
  });
  it('computes the sister product annual badge from price and original', () => {
    expect(SISTER_PLANS.map(sisterAnnualSavingPercent)).toEqual([8, 8, 8]);
  });
});

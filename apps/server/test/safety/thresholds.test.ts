import { describe, expect, it } from 'vitest';
import { balancedRates, chooseThresholds, type ScoredSample } from '../../src/modules/safety/classifier/thresholds';

const many = (n: number, s: Omit<ScoredSample, 'rule' | 'short'> & Partial<ScoredSample>): ScoredSample[] =>
  Array.from({ length: n }, () => ({ rule: false, short: false, ...s }));

// How safety:train picks the decision thresholds from out-of-fold scores: the budget and the recall
// are means over language x class cells, the way the test part is built (decision 013).
describe('threshold choice', () => {
  it('a small cell of negatives counts as much as a large one', () => {
    const samples = [
      ...many(1000, { lang: 'en', class: 'ordinary_chat', crisis: false, p: 0.1 }),
      // 10 idioms the model scores 0.6: 1% of all negatives, but all of their cell.
      ...many(10, { lang: 'en', class: 'idiom', crisis: false, p: 0.6 }),
      ...many(100, { lang: 'en', class: 'intent', crisis: true, p: 0.7 }),
      ...many(100, { lang: 'en', class: 'plan', crisis: true, p: 0.55 }),
    ];
    const t = chooseThresholds(samples, 0.025);
    // Per message, 0.55 would have passed (10 of 1010 negatives flagged, every crisis kept); per
    // cell the idioms are 50% false positives, so the bar must clear them.
    expect(t.threshold).toBeGreaterThan(0.6);
    expect(t.threshold).toBeLessThanOrEqual(0.7);
    expect(t.recall).toBe(0.5);
    expect(t.fp).toBe(0);
  });

  it('a small cell of crisis messages counts as much as a large one', () => {
    const samples = [
      ...many(100, { lang: 'en', class: 'idiom', crisis: false, p: 0.2 }),
      ...many(100, { lang: 'fr', class: 'idiom', crisis: false, p: 0.2 }),
      ...many(2, { lang: 'fr', class: 'idiom', crisis: false, p: 0.5 }),
      ...many(1000, { lang: 'en', class: 'plan', crisis: true, p: 0.9 }),
      ...many(10, { lang: 'ar', class: 'plan', crisis: true, p: 0.5 }),
    ];
    // Lowering the bar to 0.5 flags 2 of 102 French idioms (1% of the cell-mean) and keeps the Arabic cell.
    const t = chooseThresholds(samples, 0.025);
    expect(t.threshold).toBeLessThanOrEqual(0.5);
    expect(t.recall).toBe(1);
    expect(balancedRates(samples, t).fp).toBeCloseTo((0 + 2 / 102) / 2, 10);
  });

  it('keeps a rule hit on a short message at a lower score, within the budget', () => {
    const samples = [
      ...many(100, { lang: 'ar', class: 'intent', crisis: true, p: 0.45, rule: true, short: true }),
      ...many(100, { lang: 'ar', class: 'recovery', crisis: false, p: 0.45, rule: true, short: false }),
      ...many(100, { lang: 'ar', class: 'idiom', crisis: false, p: 0.45, rule: false, short: true }),
    ];
    const t = chooseThresholds(samples, 0.025);
    expect(t.recall).toBe(1);
    expect(t.fp).toBe(0);
    expect(t.strongRuleThreshold).toBeLessThanOrEqual(0.45);
    expect(t.ruleThreshold).toBeGreaterThan(0.45);
    expect(t.threshold).toBeGreaterThan(0.45);
  });

  it('with nothing inside the budget, flags only certainty', () => {
    const samples = [
      ...many(10, { lang: 'en', class: 'idiom', crisis: false, p: 0.99 }),
      ...many(10, { lang: 'en', class: 'plan', crisis: true, p: 0.5 }),
    ];
    expect(chooseThresholds(samples, 0.025)).toMatchObject({ threshold: 1, ruleThreshold: 1, strongRuleThreshold: 1, recall: 0, fp: 0 });
  });
});

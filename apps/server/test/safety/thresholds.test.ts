import { describe, expect, it } from 'vitest';
import { balancedRates, calibrateShift, chooseThresholds, recallNoise, type ScoredSample, shifted } from '../../src/modules/safety/classifier/thresholds';

const many = (n: number, s: Omit<ScoredSample, 'rule' | 'short'> & Partial<ScoredSample>): ScoredSample[] =>
  Array.from({ length: n }, () => ({ rule: false, short: false, ...s }));

/**
 * Negatives that make two bars compete under a 1.5% budget: the classifier bar at 0.6 flags two
 * everyday lines (1% of the cell-mean), the short-rule bar at 0.2 two others; one of the two fits.
 */
const BARS_COMPETE = [
  ...many(2, { lang: 'en', class: 'ordinary_chat', crisis: false, p: 0.6 }),
  ...many(98, { lang: 'en', class: 'ordinary_chat', crisis: false, p: 0.1 }),
  ...many(2, { lang: 'en', class: 'ordinary_farewell', crisis: false, p: 0.2, rule: true, short: true }),
  ...many(98, { lang: 'en', class: 'ordinary_farewell', crisis: false, p: 0.1 }),
];

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

  it('when dev cannot tell short-rule bars apart, takes the lowest inside the budget', () => {
    const samples = [
      ...many(100, { lang: 'en', class: 'preparatory', crisis: true, p: 0.95, rule: true, short: true }),
      // One short everyday line trips a rule at 0.3: a bar under it costs 1% of the cell-mean, inside the budget.
      ...many(1, { lang: 'en', class: 'ordinary_farewell', crisis: false, p: 0.3, rule: true, short: true }),
      ...many(99, { lang: 'en', class: 'ordinary_farewell', crisis: false, p: 0.1 }),
    ];
    const t = chooseThresholds(samples, 0.025);
    // Every bar keeps every crisis message; the best-recall step alone would take the lowest rate (a bar over 0.3).
    expect(t.recall).toBe(1);
    // The lowest bar on either grid: 0.01 (the short-rule bar may equal the rule bar's 0.01 grid).
    expect(t.strongRuleThreshold).toBe(0.01);
    expect(t.fp).toBeCloseTo(0.01, 10);
  });

  it('does not lower the short-rule bar when that costs recall beyond the noise', () => {
    const samples = [
      ...many(100, { lang: 'en', class: 'intent', crisis: true, p: 0.6 }),
      ...many(100, { lang: 'en', class: 'preparatory', crisis: true, p: 0.95, rule: true, short: true }),
      ...BARS_COMPETE,
    ];
    const t = chooseThresholds(samples, 0.015);
    expect(t.recall).toBe(1);
    expect(t.threshold).toBeLessThanOrEqual(0.6);
    // The lowest bar that still clears the 0.2 line.
    expect(t.strongRuleThreshold).toBe(0.21);
  });

  it('gives up recall within the noise for a lower short-rule bar', () => {
    const samples = [
      // Half of a cell is never flagged: the noise of the cell-mean recall is sqrt(0.25 / 100) / 3.
      ...many(50, { lang: 'fr', class: 'plan', crisis: true, p: 0.95 }),
      ...many(50, { lang: 'fr', class: 'plan', crisis: true, p: 0.05 }),
      ...many(1, { lang: 'en', class: 'intent', crisis: true, p: 0.6 }),
      ...many(99, { lang: 'en', class: 'intent', crisis: true, p: 0.95 }),
      ...many(100, { lang: 'en', class: 'preparatory', crisis: true, p: 0.95, rule: true, short: true }),
      ...BARS_COMPETE,
    ];
    const best = { threshold: 0.6, ruleThreshold: 0.6, strongRuleThreshold: 0.25 };
    expect(recallNoise(samples, best)).toBeCloseTo(Math.sqrt(0.25 / 100) / 3, 10);
    const t = chooseThresholds(samples, 0.015);
    // One intent message (1/300 of the cell-mean) is within that noise: the bar under 0.2 is taken.
    expect(t.strongRuleThreshold).toBeLessThanOrEqual(0.2);
    expect(t.threshold).toBeGreaterThan(0.6);
    expect(t.recall).toBeCloseTo((0.5 + 0.99 + 1) / 3, 10);
  });

  it('with nothing inside the budget, flags only certainty', () => {
    const samples = [
      ...many(10, { lang: 'en', class: 'idiom', crisis: false, p: 0.99 }),
      ...many(10, { lang: 'en', class: 'plan', crisis: true, p: 0.5 }),
    ];
    expect(chooseThresholds(samples, 0.025)).toMatchObject({ threshold: 1, ruleThreshold: 1, strongRuleThreshold: 1, recall: 0, fp: 0 });
  });
});

// The operating point on the calibration part (safety:train's last step, safety:calibrate): the dev
// triple moved as one, to spend the false-positive budget on a set balanced like the frozen one.
describe('calibration shift', () => {
  const base = { threshold: 0.88, ruleThreshold: 0.88, strongRuleThreshold: 0.75 };
  const negatives = [
    ...many(98, { lang: 'en', class: 'idiom', crisis: false, p: 0.05 }),
    // Two everyday lines at 0.8: lowering the bar below 0.8 costs 2% of this cell (1% of the cell-mean).
    ...many(2, { lang: 'en', class: 'idiom', crisis: false, p: 0.8 }),
    ...many(100, { lang: 'en', class: 'medical', crisis: false, p: 0.05 }),
  ];

  it('lowers all three bars together as far as recall gains inside the budget, and no further', () => {
    const samples = [...negatives, ...many(90, { lang: 'en', class: 'plan', crisis: true, p: 0.95 }), ...many(10, { lang: 'en', class: 'plan', crisis: true, p: 0.82 })];
    const c = calibrateShift(samples, base, 0.02);
    // 0.82 is kept from a shift of -0.06; going further gains nothing and would flag the 0.8 lines.
    expect(c.shift).toBe(-0.06);
    expect(c.thresholds).toEqual({ threshold: 0.82, ruleThreshold: 0.82, strongRuleThreshold: 0.69 });
    expect(c.recall).toBe(1);
    expect(c.fp).toBe(0);
  });

  it('spends the budget for recall, but not beyond it', () => {
    const crisis = [...many(90, { lang: 'en', class: 'plan', crisis: true, p: 0.95 }), ...many(10, { lang: 'en', class: 'plan', crisis: true, p: 0.78 })];
    // Flagging the two 0.8 lines is 1% of the cell-mean: inside a 2% budget, outside a 0.5% one,
    // where no shift inside the budget gains recall, so the bars stay where dev put them.
    expect(calibrateShift([...negatives, ...crisis], base, 0.02)).toMatchObject({ shift: -0.1, recall: 1, fp: 0.01 });
    expect(calibrateShift([...negatives, ...crisis], base, 0.005)).toMatchObject({ shift: 0, recall: 0.9, fp: 0 });
  });

  it('raises the bars when the calibration part is over the budget at the dev thresholds', () => {
    const samples = [...many(95, { lang: 'en', class: 'idiom', crisis: false, p: 0.05 }), ...many(5, { lang: 'en', class: 'idiom', crisis: false, p: 0.9 }), ...many(100, { lang: 'en', class: 'intent', crisis: true, p: 0.95 })];
    const c = calibrateShift(samples, base, 0.02);
    expect(c.shift).toBe(0.03);
    expect(c.fp).toBe(0);
    expect(c.recall).toBe(1);
  });

  it('keeps every shifted bar inside (0, 1)', () => {
    expect(shifted(base, -0.3)).toEqual({ threshold: 0.58, ruleThreshold: 0.58, strongRuleThreshold: 0.45 });
    expect(shifted({ threshold: 0.95, ruleThreshold: 0.2, strongRuleThreshold: 0.05 }, 0.1)).toEqual({ threshold: 0.99, ruleThreshold: 0.3, strongRuleThreshold: 0.15 });
    expect(shifted({ threshold: 0.95, ruleThreshold: 0.2, strongRuleThreshold: 0.05 }, -0.3)).toEqual({ threshold: 0.65, ruleThreshold: 0.01, strongRuleThreshold: 0.01 });
  });
});

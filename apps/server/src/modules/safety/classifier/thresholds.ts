import { decide } from '../offline';

// How the decision thresholds are chosen from out-of-fold scores (npm run safety:train): the three
// thresholds of offline.ts decide() with the highest recall whose false-positive rate stays within
// the budget, both rates **balanced over language x class cells**: each cell's rate counts once,
// however many messages it holds.
//
// Why cells and not messages (decision 013, session 15): the targets are read on a test part
// with the same number of messages in every language and class, while dev holds whatever each
// round added: 4,582 `ordinary_chat` lines (many of them twins written to share a crisis line's
// words) against 1,814 `media_news`. Counted per message, the rounds that wrote the most twins set the
// bar for every language and class. Counted per cell, dev is weighed the way the target is. Chosen on
// dev and on later writers, never on the frozen part: on rounds 24-26 (not trained on until session 19) the
// cell-balanced thresholds of the rounds 1-23 model kept 88.8% of crisis messages (87.8% per message)
// at 4.2% cell-balanced false positives (4.0%).

export interface ScoredSample {
  lang: string;
  class: string;
  crisis: boolean;
  /** The classifier's out-of-fold score. */
  p: number;
  /** Whether the rule layer fired on the message. */
  rule: boolean;
  /** offline.ts isShortMessage() */
  short: boolean;
}

export interface Thresholds {
  threshold: number;
  ruleThreshold: number;
  strongRuleThreshold: number;
}

export interface BalancedRates {
  /** Mean over the crisis cells of the share flagged. */
  recall: number;
  /** Mean over the negative cells of the share flagged. */
  fp: number;
}

/** Groups samples into language x class cells once, so many threshold triples can be tried fast. */
function cellsOf(samples: ScoredSample[]) {
  const keys = new Map<string, number>();
  const cell = Int32Array.from(samples, (s) => {
    const key = `${s.crisis ? 'crisis' : 'negative'}/${s.lang}/${s.class}`;
    if (!keys.has(key)) keys.set(key, keys.size);
    return keys.get(key)!;
  });
  const size = new Int32Array(keys.size);
  for (const c of cell) size[c]!++;
  const crisis = [...keys.keys()].map((k) => k.startsWith('crisis/'));
  return { cell, size, crisis, hits: new Int32Array(keys.size) };
}

function ratesFor(samples: ScoredSample[], cells: ReturnType<typeof cellsOf>, t: Thresholds): BalancedRates {
  const { cell, size, crisis, hits } = cells;
  hits.fill(0);
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    if (decide(s.p, s.rule, t, s.short).crisis) hits[cell[i]!]!++;
  }
  let recall = 0;
  let crisisCells = 0;
  let fp = 0;
  let negativeCells = 0;
  for (let c = 0; c < size.length; c++) {
    const share = hits[c]! / size[c]!;
    if (crisis[c]) {
      recall += share;
      crisisCells++;
    } else {
      fp += share;
      negativeCells++;
    }
  }
  return { recall: crisisCells ? recall / crisisCells : 0, fp: negativeCells ? fp / negativeCells : 0 };
}

/** Recall and false-positive rate of a threshold triple, each the mean over its language x class cells. */
export function balancedRates(samples: ScoredSample[], t: Thresholds): BalancedRates {
  return ratesFor(samples, cellsOf(samples), t);
}

/**
 * The sampling noise of a cell-balanced recall: its standard error, with each crisis cell's share
 * read as a binomial proportion (sqrt of the sum of r(1 - r) / n over the cells, over their count).
 */
export function recallNoise(samples: ScoredSample[], t: Thresholds): number {
  const cells = cellsOf(samples);
  ratesFor(samples, cells, t);
  let variance = 0;
  let crisisCells = 0;
  for (let c = 0; c < cells.size.length; c++) {
    if (!cells.crisis[c]) continue;
    const share = cells.hits[c]! / cells.size[c]!;
    variance += (share * (1 - share)) / cells.size[c]!;
    crisisCells++;
  }
  return crisisCells ? Math.sqrt(variance) / crisisCells : 0;
}

/**
 * The thresholds, in two steps. First the best triple: the highest cell-balanced recall whose
 * cell-balanced false-positive rate is at most `budget` (ties: the lower rate). Classifier threshold
 * on a 0.01 grid, the rule-hit threshold at or below it, the short-message rule threshold on a 0.05
 * grid below that (or equal to it). Then, among the triples inside the budget whose recall is within
 * the best's sampling noise (recallNoise), the one with the lowest short-message rule threshold
 * (ties: the higher recall, then the lower rate).
 *
 * Why the second step (decision 013, session 17): the short-rule bar sits on a flat surface (dev
 * recall 87.39 / 87.37 / 87.34% at bars 0.60 / 0.70 / 0.85, noise 0.18 points), so the first step's
 * corner set it to 0.85 and "I wrote goodbye letters to everyone" (a rule hit, scored 0.84) was let
 * through. When dev cannot tell bars apart, a short message that trips a rule gets the benefit of the
 * doubt: that is an explicit statement more often than not, and where a miss costs most.
 */
export function chooseThresholds(samples: ScoredSample[], budget: number): Thresholds & BalancedRates {
  const cells = cellsOf(samples);
  const grid = Array.from({ length: 99 }, (_, i) => (i + 1) / 100);
  const strongGrid = Array.from({ length: 20 }, (_, i) => (i + 1) / 20);
  const inBudget: (Thresholds & BalancedRates)[] = [];
  for (const threshold of grid)
    for (const ruleThreshold of grid.filter((t) => t <= threshold))
      for (const strongRuleThreshold of [...strongGrid.filter((t) => t < ruleThreshold), ruleThreshold]) {
        const t = { threshold, ruleThreshold, strongRuleThreshold };
        const r = ratesFor(samples, cells, t);
        if (r.fp <= budget) inBudget.push({ ...t, ...r });
      }
  // Nothing within the budget (a useless model): flag only what scores 1.
  if (!inBudget.length) {
    const certainty = { threshold: 1, ruleThreshold: 1, strongRuleThreshold: 1 };
    return { ...certainty, ...ratesFor(samples, cells, certainty) };
  }
  // Strict comparisons keep the first of equals, in grid order.
  const better = (a: BalancedRates, b: BalancedRates) => b.recall > a.recall || (b.recall === a.recall && b.fp < a.fp);
  const best = inBudget.reduce((a, b) => (better(a, b) ? b : a));
  const floor = best.recall - recallNoise(samples, best);
  return inBudget
    .filter((c) => c.recall >= floor)
    .reduce((a, b) => (b.strongRuleThreshold < a.strongRuleThreshold || (b.strongRuleThreshold === a.strongRuleThreshold && better(a, b)) ? b : a));
}

export interface Calibration extends BalancedRates {
  /** What was added to each of the three thresholds (negative: the bars were lowered). */
  shift: number;
  thresholds: Thresholds;
}

/** Shifts tried by calibrateShift, in steps of 0.01: down to -0.30, up to +0.10. */
const SHIFTS = Array.from({ length: 41 }, (_, i) => (10 - i) / 100);

/** The three thresholds moved together by `shift`, each kept inside (0, 1). */
export function shifted(base: Thresholds, shift: number): Thresholds {
  const move = (t: number) => Math.round(Math.min(0.99, Math.max(0.01, t + shift)) * 100) / 100;
  return { threshold: move(base.threshold), ruleThreshold: move(base.ruleThreshold), strongRuleThreshold: move(base.strongRuleThreshold) };
}

/**
 * The operating point on a calibration part: the one shift of all three thresholds (0.01 steps,
 * -0.30 to +0.10) with the highest cell-balanced recall whose cell-balanced false-positive rate is at
 * most `budget` (ties: the smaller move). When no shift is inside the budget, the one with the lowest
 * rate.
 *
 * Why (decision 013, session 18): the dev thresholds are chosen inside a 2.5% budget on dev negatives,
 * which are twin-heavy (every round wrote everyday lines on a crisis line's words). On sets written
 * the way the targets are read (every negative kind alike, by writers who never saw dev) the same
 * thresholds flag about 1% of negatives: the budget the target allows is then spent on nothing while
 * crisis messages are missed. Calibrating on such a set, never trained on, spends it. One shift, not
 * three free thresholds: the dev grid already set their shape; a few hundred negatives can set a level.
 */
export function calibrateShift(samples: ScoredSample[], base: Thresholds, budget: number): Calibration {
  const cells = cellsOf(samples);
  const tried = SHIFTS.map((shift) => {
    const thresholds = shifted(base, shift);
    return { shift, thresholds, ...ratesFor(samples, cells, thresholds) };
  });
  const inBudget = tried.filter((c) => c.fp <= budget);
  if (!inBudget.length) return tried.reduce((a, b) => (b.fp < a.fp ? b : a));
  return inBudget.reduce((a, b) => (b.recall > a.recall || (b.recall === a.recall && Math.abs(b.shift) < Math.abs(a.shift)) ? b : a));
}

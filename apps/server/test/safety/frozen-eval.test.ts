import { describe, expect, it } from 'vitest';
import { loadModel } from '../../src/modules/safety/classifier/model';
import { evaluate, formatReport, loadCorpus, missedTargets, rate, TARGETS } from '../../src/modules/safety/evaluation';
import { detectOffline } from '../../src/modules/safety/offline';

// The offline detector (rules + classifier) on the FROZEN test part of the safety corpus: never
// tuned on, only measured. Since session 19 every target of issue 13 holds (recall >= 0.98, FP <= 0.03
// overall, recall >= 0.95 in every language and class; docs/decisions/013-crisis-detection.md) and
// all are asserted, so a retraining or a rule change that falls below any of them fails here.
describe('offline crisis detection on the frozen corpus', () => {
  it('measures every frozen message, prints the per-class, per-language table and meets every target', () => {
    const frozen = loadCorpus('frozen');
    expect(frozen.length).toBeGreaterThan(0);
    const weights = loadModel();
    const report = evaluate(frozen, (s) => {
      const v = detectOffline(s.text, weights);
      return { crisis: v.crisis, riskClass: v.riskClass };
    });
    expect(report.crisis.n + report.negative.n).toBe(frozen.length);
    console.info(`${formatReport('frozen part, offline', report)}\nmissed targets: ${missedTargets(report).join('; ') || 'none'}`);
    expect(rate(report.crisis)).toBeGreaterThanOrEqual(TARGETS.recall);
    expect(rate(report.negative)).toBeLessThanOrEqual(TARGETS.fp);
    expect(missedTargets(report)).toEqual([]);
  });
});

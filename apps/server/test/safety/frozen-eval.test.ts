import { describe, expect, it } from 'vitest';
import { loadModel } from '../../src/modules/safety/classifier/model';
import { evaluate, formatReport, loadCorpus, missedTargets, rate, TARGETS } from '../../src/modules/safety/evaluation';
import { detectOffline } from '../../src/modules/safety/offline';

// The offline detector (rules + classifier) on the FROZEN test part of the safety corpus: never
// tuned on, only measured. Since session 18 the overall targets hold (recall >= 0.98, FP <= 0.03)
// and are asserted, so a retraining that falls below them fails here. Recall >= 0.95 in every
// language and class is NOT met yet (Arabic, see docs/decisions/013-crisis-detection.md): it is
// printed, not asserted, since asserting a lower bar would pass a detector that is not good enough.
describe('offline crisis detection on the frozen corpus', () => {
  it('measures every frozen message, prints the per-class, per-language table and meets the overall targets', () => {
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
  });
});

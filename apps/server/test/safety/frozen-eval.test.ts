import { describe, expect, it } from 'vitest';
import { loadModel } from '../../src/modules/safety/classifier/model';
import { evaluate, formatReport, loadCorpus, missedTargets } from '../../src/modules/safety/evaluation';
import { detectOffline } from '../../src/modules/safety/offline';

// The offline detector (rules + classifier) on the FROZEN test part of the safety corpus: never
// tuned on, only measured. The targets (recall >= 0.98, FP <= 0.03 overall, recall >= 0.95
// per language and class) are NOT met yet (see docs/decisions/013-crisis-detection.md), so they are
// printed, not asserted: asserting lower ones would pass a detector that is not good enough. Once
// they are met honestly, assert `missedTargets(report)` is empty here.
describe('offline crisis detection on the frozen corpus', () => {
  it('measures every frozen message and prints the per-class, per-language table', () => {
    const frozen = loadCorpus('frozen');
    expect(frozen.length).toBeGreaterThan(0);
    const weights = loadModel();
    const report = evaluate(frozen, (s) => {
      const v = detectOffline(s.text, weights);
      return { crisis: v.crisis, riskClass: v.riskClass };
    });
    expect(report.crisis.n + report.negative.n).toBe(frozen.length);
    console.info(`${formatReport('frozen part, offline', report)}\nmissed targets: ${missedTargets(report).join('; ') || 'none'}`);
  });
});

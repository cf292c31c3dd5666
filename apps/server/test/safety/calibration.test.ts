import { describe, expect, it } from 'vitest';
import { loadModel } from '../../src/modules/safety/classifier/model';
import { shifted, type Thresholds } from '../../src/modules/safety/classifier/thresholds';
import { loadCorpus } from '../../src/modules/safety/evaluation';
import { calibrateHeader } from '../../scripts/safety-calibration';

// safety:calibrate may run again on a model it already calibrated (when only the calibration part
// changed): it must start from the dev thresholds kept in the header, not from its own last output,
// or each run would move the bars once more.
describe('calibrateHeader', () => {
  const weights = loadModel()!;
  const part = loadCorpus('calibration');
  const sample = ['en', 'ar', 'zh'].flatMap((lang) => part.filter((s) => s.lang === lang));

  it('gives the same thresholds when run on its own output, and keeps the dev triple', () => {
    const once = calibrateHeader(weights, sample);
    const twice = calibrateHeader({ ...weights, header: once.header }, sample);
    expect(twice.header.training.devThresholds).toEqual(once.header.training.devThresholds);
    expect([twice.header.threshold, twice.header.ruleThreshold, twice.header.strongRuleThreshold]).toEqual([
      once.header.threshold,
      once.header.ruleThreshold,
      once.header.strongRuleThreshold,
    ]);
    const dev = once.header.training.devThresholds as Thresholds;
    expect(shifted(dev, once.calibration!.shift)).toEqual({
      threshold: once.header.threshold,
      ruleThreshold: once.header.ruleThreshold,
      strongRuleThreshold: once.header.strongRuleThreshold,
    });
  });

  it('leaves the header as it is without calibration messages', () => {
    const { header, calibration } = calibrateHeader(weights, []);
    expect(calibration).toBeNull();
    expect(header).toBe(weights.header);
  });

  it('the shipped model carries its calibration: the thresholds are the dev triple moved by the recorded shift', () => {
    const record = weights.header.training.calibration as { shift: number; budget: number } | undefined;
    expect(record).toBeDefined();
    const dev = weights.header.training.devThresholds as Thresholds;
    expect(shifted(dev, record!.shift)).toEqual({
      threshold: weights.header.threshold,
      ruleThreshold: weights.header.ruleThreshold,
      strongRuleThreshold: weights.header.strongRuleThreshold,
    });
  });
});

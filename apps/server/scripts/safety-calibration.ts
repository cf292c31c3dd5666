import { type ModelHeader, scoreWith, type Weights } from '../src/modules/safety/classifier/model';
import { type Calibration, calibrateShift, type ScoredSample, type Thresholds } from '../src/modules/safety/classifier/thresholds';
import { detectCrisis } from '../src/modules/safety/detector';
import { type CorpusSample } from '../src/modules/safety/evaluation';
import { classifierTokens, isShortMessage } from '../src/modules/safety/offline';
import { FP_BUDGET } from './safety-data';

// The operating point of a trained model (safety:train writes it, safety:calibrate rewrites it):
// the dev thresholds moved together until the calibration part's false-positive rate reaches the
// budget (FP_BUDGET in safety-data.ts, the same as on dev; thresholds.ts calibrateShift). The calibration part is balanced like the frozen one (the
// same number of messages in every language and class) and written by other writers than dev; no
// model is ever trained on it.

/** The model's scores on the calibration part, with the rule verdicts the decision needs. */
export function scoreCalibration(weights: Weights, samples: CorpusSample[]): ScoredSample[] {
  return samples.map((s) => {
    const hit = detectCrisis(s.text);
    return {
      lang: s.lang,
      class: s.class,
      crisis: s.crisis,
      p: scoreWith(weights, s.text, classifierTokens(s.text, hit)).p,
      rule: !!hit,
      short: isShortMessage(s.text),
    };
  });
}

/**
 * The header with calibrated thresholds. The base is the dev triple (kept in `training.devThresholds`
 * so a second calibration starts from it, not from its own output). Without calibration messages the
 * header is returned as it is.
 */
export function calibrateHeader(
  weights: Weights,
  samples: CorpusSample[],
  budget = FP_BUDGET,
): { header: ModelHeader; calibration: Calibration | null } {
  const { header } = weights;
  if (!samples.length) return { header, calibration: null };
  const base = (header.training.devThresholds as Thresholds | undefined) ?? {
    threshold: header.threshold,
    ruleThreshold: header.ruleThreshold,
    strongRuleThreshold: header.strongRuleThreshold ?? header.ruleThreshold,
  };
  const calibration = calibrateShift(scoreCalibration(weights, samples), base, budget);
  const { shift, recall, fp, thresholds } = calibration;
  return {
    header: {
      ...header,
      ...thresholds,
      training: {
        ...header.training,
        devThresholds: base,
        calibration: {
          budget,
          budgetOver: 'language x class cells',
          shift,
          recall,
          fp,
          messages: samples.length,
          crisis: samples.filter((s) => s.crisis).length,
        },
      },
    },
    calibration,
  };
}

/** One line for the console: the shift, the thresholds it gives and the calibration part's rates. */
export function describeCalibration({ shift, thresholds, recall, fp }: Calibration, messages: number): string {
  return `calibration part: ${messages} messages; shift ${shift > 0 ? '+' : ''}${shift.toFixed(2)} → thresholds ${thresholds.threshold} / rule ${thresholds.ruleThreshold} / short rule ${thresholds.strongRuleThreshold}; recall ${(100 * recall).toFixed(1)}%, FP ${(100 * fp).toFixed(1)}% (cell mean)`;
}

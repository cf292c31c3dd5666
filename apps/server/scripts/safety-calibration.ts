import { type ModelHeader, scoreWith, type Weights } from '../src/modules/safety/classifier/model';
import { type Calibration, calibrateShift, type ScoredSample, type Thresholds } from '../src/modules/safety/classifier/thresholds';
import { detectCrisis } from '../src/modules/safety/detector';
import { type CorpusSample } from '../src/modules/safety/evaluation';
import { classifierTokens, isShortMessage } from '../src/modules/safety/offline';

// The operating point of a trained model (safety:train writes it, safety:calibrate rewrites it):
// the dev thresholds moved together until the calibration part's false-positive rate reaches the
// budget (thresholds.ts calibrateShift). The calibration part is balanced like the frozen one (the
// same number of messages in every language and class) and written by other writers than dev; no
// model is ever trained on it.

/**
 * The false-positive budget on the calibration part, the mean over language x class cells: the same
 * 2.5% as on dev (safety-train.ts FP_BUDGET: the target is 3%, half a point is kept for the
 * sampling error of a 450-message test part), now read on a set built the way the target is read.
 * A 2% budget was tried first (decision 013, session 18): on rounds 27 + 28 it moved the bars by
 * -0.03 and kept 96.9% of crisis messages; the target's own budget, 2.5%, moves them by -0.10 and
 * keeps 98.5%. A missed crisis costs more than a help-line reply to an ordinary message.
 */
export const CALIBRATION_BUDGET = 0.025;

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
  budget = CALIBRATION_BUDGET,
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

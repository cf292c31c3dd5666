// npm run safety:eval — the offline crisis detector (rules + classifier, no provider) on the FROZEN
// test part of the safety corpus, as an aggregated per-class x per-language table, then the dev
// cross-validation table recorded when the model was trained. Prints figures only, never messages.
// `-- --dev REGEX` measures the dev files whose names match instead (for a model trained with
// `safety:train -- --exclude REGEX`: the shipped model trains on every dev round since session 19, and
// the calibration part is its unseen-writer check, decision 013); `-- --model FILE` another model.
import { loadModel } from '../src/modules/safety/classifier/model';
import { detectCrisis } from '../src/modules/safety/detector';
import { type EvalReport, evaluate, formatReport, loadCorpus, missedTargets, TARGETS } from '../src/modules/safety/evaluation';
import { detectOffline } from '../src/modules/safety/offline';
import { option } from './safety-data';

const weights = option('--model') ? loadModel(option('--model')) : loadModel();
if (!weights) throw new Error('no crisis model: run npm run safety:train first');
const devFiles = option('--dev');
const part = devFiles ? `DEV files matching ${devFiles}` : 'FROZEN test part';
const samples = devFiles ? loadCorpus('dev', undefined, (file) => new RegExp(devFiles).test(file)) : loadCorpus('frozen');
if (!samples.length) throw new Error(devFiles ? `no dev file matches ${devFiles}` : 'no frozen corpus found in apps/server/safety-corpus/frozen');

const combined = evaluate(samples, (s) => {
  const v = detectOffline(s.text, weights);
  return { crisis: v.crisis, riskClass: v.riskClass };
});
console.info(formatReport(`${part}: rules + classifier (offline, thresholds ${weights.header.threshold} / rule ${weights.header.ruleThreshold} / short rule ${weights.header.strongRuleThreshold ?? weights.header.ruleThreshold})`, combined));
const missed = missedTargets(combined);
console.info(missed.length ? `targets NOT met: ${missed.join('; ')}` : `all targets met (recall >= ${TARGETS.recall}, FP <= ${TARGETS.fp}, per language and class >= ${TARGETS.recallPerClass})`);

if (process.argv.includes('--layers')) {
  const rulesOnly = evaluate(samples, (s) => {
    const hit = detectCrisis(s.text);
    return { crisis: !!hit, riskClass: hit?.riskClass };
  });
  console.info(`\n${formatReport(`${part}: rules alone`, rulesOnly)}`);
}

const cv = (weights.header.training.cv as { report?: EvalReport } | undefined)?.report;
if (cv) console.info(`\n${formatReport(`DEV ${String(weights.header.training.folds)}-fold cross-validation (recorded by npm run safety:train)`, cv)}`);

// npm run safety:eval — the offline crisis detector (rules + classifier, no provider) on the FROZEN
// test part of the safety corpus, as an aggregated per-class x per-language table, then the dev
// cross-validation table recorded when the model was trained. Prints figures only, never messages.
import { loadModel } from '../src/modules/safety/classifier/model';
import { detectCrisis } from '../src/modules/safety/detector';
import { type EvalReport, evaluate, formatReport, loadCorpus, missedTargets, TARGETS } from '../src/modules/safety/evaluation';
import { detectOffline } from '../src/modules/safety/offline';

const weights = loadModel();
if (!weights) throw new Error('no crisis model: run npm run safety:train first');
const frozen = loadCorpus('frozen');
if (!frozen.length) throw new Error('no frozen corpus found in apps/server/safety-corpus/frozen');

const combined = evaluate(frozen, (s) => {
  const v = detectOffline(s.text, weights);
  return { crisis: v.crisis, riskClass: v.riskClass };
});
console.info(formatReport(`FROZEN test part: rules + classifier (offline, thresholds ${weights.header.threshold} / rule ${weights.header.ruleThreshold} / short rule ${weights.header.strongRuleThreshold ?? weights.header.ruleThreshold})`, combined));
const missed = missedTargets(combined);
console.info(missed.length ? `targets NOT met: ${missed.join('; ')}` : `all targets met (recall >= ${TARGETS.recall}, FP <= ${TARGETS.fp}, per language and class >= ${TARGETS.recallPerClass})`);

if (process.argv.includes('--layers')) {
  const rulesOnly = evaluate(frozen, (s) => {
    const hit = detectCrisis(s.text);
    return { crisis: !!hit, riskClass: hit?.riskClass };
  });
  console.info(`\n${formatReport('FROZEN test part: rules alone', rulesOnly)}`);
}

const cv = (weights.header.training.cv as { report?: EvalReport } | undefined)?.report;
if (cv) console.info(`\n${formatReport(`DEV ${String(weights.header.training.folds)}-fold cross-validation (recorded by npm run safety:train)`, cv)}`);

// npx tsx apps/server/scripts/safety-tune.ts — compares training options of the crisis classifier by
// 5-fold cross-validation INSIDE the dev part only (never the frozen part): AUC and the recall the
// combination (rules + classifier, offline.ts decide()) reaches at 2% and 3% dev false positives.
// Used to choose DEFAULT_TRAIN; prints figures only.
import { featureHashes, toBuckets } from '../src/modules/safety/classifier/features';
import { type TrainOptions, DEFAULT_TRAIN, stratifiedFolds, trainCrisisHead, type TrainSample } from '../src/modules/safety/classifier/train';
import { detectCrisis } from '../src/modules/safety/detector';
import { loadCorpus } from '../src/modules/safety/evaluation';
import { classifierTokens, decide } from '../src/modules/safety/offline';

const BITS = 18;
const dev = loadCorpus('dev');
const rules = dev.map((s) => detectCrisis(s.text));
const samples: TrainSample[] = dev.map((s, i) => ({ hashes: featureHashes(s.text, classifierTokens(s.text, rules[i] ?? null)), crisis: s.crisis, cls: -1, weight: 1 }));
const folds = stratifiedFolds(dev.map((s) => `${s.lang}/${s.class}`), 5, 13);
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function oofScores(opts: TrainOptions): number[] {
  const out = new Array<number>(dev.length);
  for (let f = 0; f < 5; f++) {
    const head = trainCrisisHead(samples.filter((_, i) => folds[i] !== f), BITS, opts);
    samples.forEach((s, i) => {
      if (folds[i] !== f) return;
      const v = toBuckets(s.hashes, BITS);
      let z = head.bias;
      for (let j = 0; j < v.index.length; j++) z += head.w[v.index[j]!]! * v.value[j]!;
      out[i] = sigmoid(z);
    });
  }
  return out;
}

function auc(scores: number[]): number {
  const pos = scores.filter((_, i) => dev[i]!.crisis);
  const neg = scores.filter((_, i) => !dev[i]!.crisis);
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (pos.length * neg.length);
}

function recallAt(scores: number[], budget: number): string {
  const negatives = dev.filter((s) => !s.crisis).length;
  let best = { r: 0, t: 0, rt: 0 };
  const grid = Array.from({ length: 199 }, (_, i) => (i + 1) / 200);
  for (const t of grid)
    for (const rt of [0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, t]) {
      let tp = 0;
      let fp = 0;
      dev.forEach((s, i) => {
        if (!decide(scores[i]!, !!rules[i], { threshold: t, ruleThreshold: rt }).crisis) return;
        if (s.crisis) tp++;
        else fp++;
      });
      const r = tp / (dev.length - negatives);
      if (fp / negatives <= budget && r > best.r) best = { r, t, rt };
    }
  return `${(100 * best.r).toFixed(1)}% (t ${best.t}, rule ${best.rt})`;
}

const grid: Partial<TrainOptions>[] = JSON.parse(process.env.TUNE_GRID ?? '[{}, {"epochs": 5}, {"l2": 1e-4}, {"l2": 1e-3}, {"epochs": 5, "l2": 1e-4}, {"learningRate": 0.1}]');
console.info(`dev: ${dev.length} messages; rules alone flag ${rules.filter(Boolean).length}`);
for (const g of grid) {
  const opts = { ...DEFAULT_TRAIN, ...g };
  const started = Date.now();
  const s = oofScores(opts);
  console.info(`${JSON.stringify(g).padEnd(40)} AUC ${auc(s).toFixed(3)}  recall@2% ${recallAt(s, 0.02)}  recall@3% ${recallAt(s, 0.03)}  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

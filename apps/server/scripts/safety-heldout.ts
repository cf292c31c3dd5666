// npm run safety:heldout -- --since COMMIT [--dropout R] [--epochs N] [--lr R] [--seeds 13,14,15]
// How a training setting generalises to messages by other writers: trains both classifier heads on
// the dev files that existed at COMMIT (plus the older corpora), scores the dev files added after
// it (later rounds, written by other helpers from the class brief alone), and prints the share of
// their crisis messages kept at fixed false-positive rates on their negatives, and the AUC. Used to
// choose `featureDropout` (decision 013, session 10). Never reads the frozen part. Dev CV mixes the
// writers of every round into each fold; this split does not.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { featureHashes } from '../src/modules/safety/classifier/features';
import { scoreWith, type ModelHeader } from '../src/modules/safety/classifier/model';
import { DEFAULT_TRAIN, trainAveraged, type TrainSample } from '../src/modules/safety/classifier/train';
import { detectCrisis } from '../src/modules/safety/detector';
import { CORPUS_DIR, CRISIS_CLASSES, type CorpusSample, NEGATIVE_CLASSES, readCorpusFile } from '../src/modules/safety/evaluation';
import { classifierTokens } from '../src/modules/safety/offline';
import { BITS, CLASS_BITS, HEAD_CLASSES, OLD_WEIGHT, oldCorpora, option, seedsOption } from './safety-data';

const since = option('--since');
if (!since) throw new Error('usage: npm run safety:heldout -- --since COMMIT [--dropout R] [--epochs N] [--lr R] [--seeds 13,14,15]');
const options = {
  ...DEFAULT_TRAIN,
  featureDropout: Number(option('--dropout') ?? DEFAULT_TRAIN.featureDropout),
  epochs: Number(option('--epochs') ?? DEFAULT_TRAIN.epochs),
  learningRate: Number(option('--lr') ?? DEFAULT_TRAIN.learningRate),
};

const devDir = path.join(CORPUS_DIR, 'dev');
const added = new Set(execFileSync('git', ['diff', '--name-only', '--diff-filter=A', since, 'HEAD', '--', devDir], { encoding: 'utf8' }).split('\n').filter(Boolean).map((f) => path.basename(f)));
const read = (file: string) => readCorpusFile(devDir, file);
const files = readdirSync(devDir).filter((f) => f.endsWith('.json')).sort();
const earlier = files.filter((f) => !added.has(f)).flatMap(read);
const later = files.filter((f) => added.has(f)).flatMap(read);
if (!later.length) throw new Error(`no dev file was added after ${since}`);

const started = Date.now();
const tokens = (text: string) => classifierTokens(text, detectCrisis(text));
const toTrain = (s: CorpusSample, weight: number): TrainSample => ({ hashes: featureHashes(s.text, tokens(s.text)), crisis: s.crisis, cls: HEAD_CLASSES.indexOf(s.class), weight });
const train = [...oldCorpora().map((s) => toTrain(s, OLD_WEIGHT)), ...earlier.map((s) => toTrain(s, 1))];
const seeds = seedsOption();
const { head, cls } = trainAveraged(train, BITS, CLASS_BITS, HEAD_CLASSES.length, options, seeds);
const header = { bits: BITS, classBits: CLASS_BITS, classes: HEAD_CLASSES, negativeClasses: NEGATIVE_CLASSES, bias: head.bias, scale: 1, classBias: cls.bias, classScale: 1, combine: 'logit-mean', threshold: 1, ruleThreshold: 1, training: {} } satisfies ModelHeader;
const scored = later.map((s) => ({ ...s, p: scoreWith({ header, crisis: head.w, classes: cls.w }, s.text, tokens(s.text)).p }));

const negatives = scored.filter((s) => !s.crisis).map((s) => s.p).sort((a, b) => b - a);
const crisis = scored.filter((s) => s.crisis);
const share = (rows: typeof scored, t: number) => (rows.length ? `${((100 * rows.filter((s) => s.p > t).length) / rows.length).toFixed(1)}` : '-');
/** The score above which `fp` of the later negatives lie. */
const thresholdAt = (fp: number) => negatives[Math.floor(fp * negatives.length)]!;
const ascending = [...negatives].reverse();
const below = (p: number) => ascending.filter((n) => n < p).length;
const auc = crisis.reduce((sum, s) => sum + below(s.p), 0) / (crisis.length * negatives.length);

console.info(`trained on ${train.length} messages (dev files at ${since} and the older corpora), seeds ${seeds.join(',')}, featureDropout ${options.featureDropout}, epochs ${options.epochs}, learning rate ${options.learningRate}; scored ${later.length} later messages (${crisis.length} crisis) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.info(`AUC ${auc.toFixed(4)}; crisis kept at ${[0.015, 0.025, 0.03, 0.045].map((fp) => `${(100 * fp).toFixed(1)}% FP: ${share(crisis, thresholdAt(fp))}%`).join(', ')}`);
const t = thresholdAt(0.03);
const langs = [...new Set(scored.map((s) => s.lang))].sort();
console.info(`at 3% FP, by language: ${langs.map((l) => `${l} ${share(crisis.filter((s) => s.lang === l), t)}`).join(', ')}`);
console.info(`at 3% FP, by class: ${CRISIS_CLASSES.map((c) => `${c} ${share(crisis.filter((s) => s.class === c), t)}`).join(', ')}`);

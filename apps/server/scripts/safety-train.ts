// npm run safety:train — trains the statistical crisis layer on the DEV part of the safety corpus
// (plus the older tuning corpora in test/safety), chooses the decision thresholds by 5-fold
// cross-validation inside dev, sets the operating point on the CALIBRATION part (never trained on:
// safety-calibration.ts), and writes src/modules/safety/data/crisis-model.bin.
// Never reads the frozen part. Deterministic: same corpus + seed => byte-identical file.
// Options (for tests; the defaults are the real corpus and model): --corpus DIR (holding dev/ and
// optionally calibration/),
// --model FILE, --jobs N (folds trained at once in child processes; 0 = all in this process),
// --oof FILE (also writes every dev message's out-of-fold score with its language, class and rule
// verdict, no text: for studying the decision rule without training again), --exclude REGEX (dev
// files whose names match are left out, to score them as unseen writers; the shipped model trains on
// every dev round since session 19, decision 013), --seeds 13,14 (the seeds averaged into the model; default SEEDS in safety-data.ts).
import { createHash } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTRA_WEIGHT, featureHashes } from '../src/modules/safety/classifier/features';
import { deserialise, type ModelHeader, MODEL_FILE, quantise, scoreWith, serialise } from '../src/modules/safety/classifier/model';
import { DEFAULT_TRAIN, stratifiedFolds, trainAveraged, type TrainedHeads, type TrainSample } from '../src/modules/safety/classifier/train';
import { detectCrisis } from '../src/modules/safety/detector';
import { CRISIS_CLASSES, type CorpusSample, evaluate, formatReport, loadCorpus, NEGATIVE_CLASSES, rate } from '../src/modules/safety/evaluation';
import { chooseThresholds, type ScoredSample } from '../src/modules/safety/classifier/thresholds';
import { classifierTokens, decide, isShortMessage } from '../src/modules/safety/offline';
import { calibrateHeader, describeCalibration } from './safety-calibration';
import { BITS, CLASS_BITS, FP_BUDGET, HEAD_CLASSES, OLD_WEIGHT, oldCorpora, option, seedsOption } from './safety-data';

const FOLDS = 5;
/** The seed of the fold split; the models' seeds are SEEDS (safety-data.ts) or --seeds. */
const SEED = 13;
/** The seeds averaged into every fold's model and the shipped one; the fold children are given the same. */
const MODEL_SEEDS = seedsOption();
/**
 * How the two heads make the score (model.ts combineHeads): the mean of their log-odds. On the same
 * out-of-fold scores (rounds 1-15) it kept 0.9 points more dev crisis messages than the plain mean
 * at the same 2.5% FP (77.9% vs 77.0%, decision 013).
 */
const COMBINE: ModelHeader['combine'] = 'logit-mean';

/**
 * Everything the folds and the final model train from. The rule layer's verdict is an input of the
 * classifier, computed once per message by the parent (minutes on a large corpus). A fold's child
 * process reads the parent's `snapshotFile` (the messages and the tokens derived from them) instead of
 * the corpus folder and the rules: the corpus may change on disk while a long training runs, and
 * every fold must see the messages the parent saw.
 */
function prepare(snapshotFile?: string) {
  const snapshot = snapshotFile ? (JSON.parse(readFileSync(snapshotFile, 'utf8')) as Snapshot) : undefined;
  const exclude = option('--exclude');
  const dev = snapshot?.dev ?? loadCorpus('dev', option('--corpus'), (file) => !exclude || !new RegExp(exclude).test(file));
  // A corpus given on the command line (a test's) stands alone, without the older tuning corpora.
  const old = snapshot?.old ?? (option('--corpus') ? [] : oldCorpora());
  if (!dev.length) throw new Error('no dev corpus found');
  const rules = new Map<string, ReturnType<typeof detectCrisis>>();
  const tokens = new Map<string, string[]>(snapshot?.tokens ?? []);
  if (!snapshot)
    for (const s of [...dev, ...old])
      if (!rules.has(s.text)) {
        rules.set(s.text, detectCrisis(s.text));
        tokens.set(s.text, classifierTokens(s.text, rules.get(s.text) ?? null));
      }
  const toTrain = (s: CorpusSample, weight: number): TrainSample => ({
    hashes: featureHashes(s.text, tokens.get(s.text)),
    crisis: s.crisis,
    cls: HEAD_CLASSES.indexOf(s.class),
    weight,
  });
  const devTrain = dev.map((s) => toTrain(s, 1));
  const oldTrain = old.map((s) => toTrain(s, OLD_WEIGHT));
  const folds = stratifiedFolds(dev.map((s) => `${s.lang}/${s.class}`), FOLDS, SEED);
  return { dev, old, rules, tokens, devTrain, oldTrain, folds };
}
type Prepared = ReturnType<typeof prepare>;
interface Snapshot {
  dev: CorpusSample[];
  old: CorpusSample[];
  tokens: [string, string[]][];
}
type OutOfFold = [index: number, p: number, riskClass: string][];

/** Trains on every fold but `f` and scores the messages of fold `f` (its out-of-fold scores). */
function trainFold({ dev, tokens, devTrain, oldTrain, folds }: Prepared, f: number): OutOfFold {
  const train = [...oldTrain, ...devTrain.filter((_, i) => folds[i] !== f)];
  // Each fold is trained like the shipped model (the same seeds averaged), so its scores calibrate the thresholds.
  const { head, cls } = trainAveraged(train, BITS, CLASS_BITS, HEAD_CLASSES.length, DEFAULT_TRAIN, MODEL_SEEDS);
  const weights = {
    header: { bits: BITS, classBits: CLASS_BITS, classes: HEAD_CLASSES, negativeClasses: NEGATIVE_CLASSES, bias: head.bias, scale: 1, classBias: cls.bias, classScale: 1, combine: COMBINE } as ModelHeader,
    crisis: head.w,
    classes: cls.w,
  };
  const out: OutOfFold = [];
  dev.forEach((s, i) => {
    if (folds[i] !== f) return;
    const score = scoreWith(weights, s.text, tokens.get(s.text));
    out.push([i, score.p, score.riskClass]);
  });
  return out;
}

/**
 * Each fold trains in a child process of its own (this script with `--fold`), as many at once as
 * the machine has cores; this process trains the shipped model once the last fold has started. The
 * six trainings are independent and single-threaded, so on two cores the run takes half as long
 * (three rounds instead of six). Every training is seeded: the result is the same as in series.
 */
function foldInChild(f: number, dir: string, children: Set<ChildProcess>): Promise<OutOfFold> {
  const file = path.join(dir, `fold-${f}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--fold', String(f), '--snapshot', path.join(dir, 'snapshot.json'), '--out', file, '--seeds', MODEL_SEEDS.join(',')], { stdio: ['ignore', 'inherit', 'inherit'] });
    children.add(child);
    child.on('error', reject);
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve(JSON.parse(readFileSync(file, 'utf8')) as OutOfFold);
      else reject(new Error(`fold ${f + 1} failed (exit ${code})`));
    });
  });
}

/** `parallel` 0 trains the folds one after another in this process (the reference the children must match). */
async function runFolds(prepared: Prepared, parallel: number, dir: string, afterLastStarted: () => void): Promise<OutOfFold[]> {
  const results = new Array<OutOfFold>(FOLDS);
  if (parallel === 0) {
    for (let f = 0; f < FOLDS; f++) results[f] = trainFold(prepared, f);
    afterLastStarted();
    return results;
  }
  const children = new Set<ChildProcess>();
  let next = 0;
  const worker = async () => {
    while (next < FOLDS) {
      const f = next++;
      const running = foldInChild(f, dir, children);
      // Synchronous: the children keep training meanwhile; their exits are handled after it.
      if (f === FOLDS - 1) afterLastStarted();
      results[f] = await running;
      console.info(`fold ${f + 1}/${FOLDS} done`);
    }
  };
  try {
    await Promise.all(Array.from({ length: parallel }, worker));
  } catch (error) {
    // One failed fold fails the run: stop the others instead of letting them train for nothing.
    for (const child of children) child.kill();
    throw error;
  }
  return results;
}

async function main() {
  const started = Date.now();
  const prepared = prepare();
  const { dev, old, rules, devTrain, oldTrain } = prepared;
  console.info(`dev: ${dev.length} messages (${dev.filter((s) => s.crisis).length} crisis) in ${new Set(dev.map((s) => s.lang)).size} languages; older corpora: ${old.length}`);

  // Cross-validation inside dev: out-of-fold scores for every dev message.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haven-safety-train-'));
  writeFileSync(path.join(dir, 'snapshot.json'), JSON.stringify({ dev, old, tokens: [...prepared.tokens] } satisfies Snapshot));
  const jobs = option('--jobs') === undefined ? Math.min(FOLDS, os.availableParallelism()) : Number(option('--jobs'));
  let final: TrainedHeads | undefined;
  const trainFinal = () => {
    final = trainAveraged([...oldTrain, ...devTrain], BITS, CLASS_BITS, HEAD_CLASSES.length, DEFAULT_TRAIN, MODEL_SEEDS);
    console.info('shipped model trained');
  };
  const oof = new Array<{ p: number; riskClass: string }>(dev.length);
  try {
    for (const fold of await runFolds(prepared, jobs, dir, trainFinal)) for (const [i, p, riskClass] of fold) oof[i] = { p, riskClass };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!final) throw new Error('the shipped model was not trained');

  // Thresholds: the highest recall whose dev false-positive rate stays within the budget, both
  // balanced over language x class cells (classifier/thresholds.ts). Three: the classifier alone, a
  // rule hit, and a rule hit on a short message (offline.ts decide()).
  const short = dev.map((s) => isShortMessage(s.text));
  const ruleHit = dev.map((s) => !!rules.get(s.text));
  const scored: ScoredSample[] = dev.map((s, i) => ({ lang: s.lang, class: s.class, crisis: s.crisis, p: oof[i]!.p, rule: ruleHit[i]!, short: short[i]! }));
  const best = chooseThresholds(scored, FP_BUDGET);
  console.info(`thresholds: classifier ${best.threshold}, rule hit kept above ${best.ruleThreshold}, on a short message above ${best.strongRuleThreshold} (dev CV recall ${(100 * best.recall).toFixed(1)}%, FP ${(100 * best.fp).toFixed(1)}%, both the mean over language x class cells)`);

  const oofFile = option('--oof');
  if (oofFile) writeFileSync(oofFile, JSON.stringify(scored));

  const cvPredict = (s: CorpusSample, i: number) => {
    const rule = rules.get(s.text) ?? null;
    const d = decide(oof[i]!.p, !!rule, best, short[i]);
    return { crisis: d.crisis, riskClass: rule?.riskClass ?? oof[i]!.riskClass };
  };
  const cv = evaluate(dev, cvPredict);
  console.info(`\n${formatReport(`Dev ${FOLDS}-fold cross-validation (rules + classifier)`, cv)}`);
  // Which layer names the class better, on crisis messages both flag.
  let ruleSame = 0;
  let modelSame = 0;
  let both = 0;
  dev.forEach((s, i) => {
    const rule = rules.get(s.text);
    if (!s.crisis || !rule || !CRISIS_CLASSES.includes(s.class)) return;
    both++;
    if (rule.riskClass === s.class) ruleSame++;
    if (oof[i]!.riskClass === s.class) modelSame++;
  });
  const modelOnly = dev.map((s, i) => ({ s, i })).filter(({ s }) => s.crisis);
  const modelClassAcc = modelOnly.filter(({ s, i }) => oof[i]!.riskClass === s.class).length / modelOnly.length;
  console.info(`class agreement on rule hits: rules ${both ? ((100 * ruleSame) / both).toFixed(1) : '-'}%, classifier ${both ? ((100 * modelSame) / both).toFixed(1) : '-'}% (n=${both}); classifier on all crisis ${(100 * modelClassAcc).toFixed(1)}%`);

  // The shipped model: trained on all of dev and the older corpora (above, while the folds ran).
  const { head, cls } = final;
  const q = quantise(head.w);
  const qc = quantise(Float32Array.from(cls.w.flatMap((w) => [...w])));
  const size = 1 << CLASS_BITS;
  const header: ModelHeader = {
    bits: BITS,
    classBits: CLASS_BITS,
    classes: HEAD_CLASSES,
    negativeClasses: NEGATIVE_CLASSES,
    bias: head.bias,
    scale: q.scale,
    classBias: cls.bias,
    classScale: qc.scale,
    threshold: best.threshold,
    ruleThreshold: best.ruleThreshold,
    strongRuleThreshold: best.strongRuleThreshold,
    combine: COMBINE,
    training: {
      seeds: MODEL_SEEDS,
      foldSeed: SEED,
      folds: FOLDS,
      fpBudget: FP_BUDGET,
      budgetOver: 'language x class cells',
      cvBalanced: { recall: best.recall, fp: best.fp },
      options: DEFAULT_TRAIN,
      extraWeight: EXTRA_WEIGHT,
      devMessages: dev.length,
      olderMessages: old.length,
      devSha256: createHash('sha256').update(JSON.stringify(dev)).digest('hex').slice(0, 16),
      cv: { recall: rate(cv.crisis), fp: rate(cv.negative), report: cv },
    },
  };
  const classWeights = HEAD_CLASSES.map((_, k) => qc.q.subarray(k * size, (k + 1) * size));
  // The operating point: the dev thresholds moved together on the calibration part, scored by the
  // model as shipped (quantised), which no training has read (safety-calibration.ts).
  const calibrationPart = loadCorpus('calibration', option('--corpus'));
  const { header: calibrated, calibration } = calibrateHeader(deserialise(serialise(header, q.q, classWeights)), calibrationPart);
  if (calibration) console.info(describeCalibration(calibration, calibrationPart.length));
  const file = serialise(calibrated, q.q, classWeights);
  const modelFile = option('--model') ?? MODEL_FILE;
  writeFileSync(modelFile, file);
  console.info(`\nwrote ${modelFile} (${(file.length / 1024).toFixed(0)} KiB, sha256 ${createHash('sha256').update(file).digest('hex').slice(0, 16)}) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const fold = option('--fold');
if (fold !== undefined) writeFileSync(option('--out')!, JSON.stringify(trainFold(prepare(option('--snapshot')), Number(fold))));
else await main();

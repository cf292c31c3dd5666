import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { featureHashes, toBuckets } from './features';

// The statistical crisis layer at run time: two logistic-regression heads over the same hashed
// features. The crisis head (binary) says how likely the message is a crisis. The class head is a
// softmax over the ten risk classes and, in models that list `negativeClasses`, the ten kinds of
// hard negative too (idiom, technical, support_other...): its crisis probability is the share of
// the ten risk classes, and the score combines the two heads (combineHeads: the mean of their
// log-odds in current files). Telling "supporting a friend" from "active ideation" as classes of
// their own separates them better than one yes/no boundary (dev CV AUC 0.910 -> 0.931,
// docs/decisions/013). Weights are int8 with one scale per head (data/crisis-model.bin, gzipped,
// written by `npm run safety:train`).

export const MODEL_FILE = fileURLToPath(new URL('../data/crisis-model.bin', import.meta.url));
const MAGIC = 'HVC1';

export interface ModelHeader {
  /** Hash bits of the crisis head (2^bits weights) and of the class head (per class). */
  bits: number;
  classBits: number;
  /** The class head's classes: the risk classes first, then `negativeClasses` when present. */
  classes: string[];
  /** Hard-negative classes the class head also tells apart (older model files have none). */
  negativeClasses?: string[];
  bias: number;
  scale: number;
  classBias: number[];
  classScale: number;
  /**
   * Decision thresholds: chosen by cross-validation on the dev corpus, then moved together on the
   * calibration part (scripts/safety-calibration.ts; the dev triple is kept in training.devThresholds).
   */
  threshold: number;
  ruleThreshold: number;
  /** A rule hit on a short message (offline.ts isShortMessage) needs only this score; absent in older files. */
  strongRuleThreshold?: number;
  /**
   * How the two heads' crisis probabilities make the score: their mean (files before session 8), or
   * the mean of their log-odds (a product of experts: two heads that agree push the score further).
   */
  combine?: 'mean' | 'logit-mean';
  /** How the thresholds were chosen, for the record: seed, folds, target, figures. */
  training: Record<string, unknown>;
}

export interface Weights {
  header: ModelHeader;
  crisis: Float32Array | Int8Array;
  classes: (Float32Array | Int8Array)[];
}

export interface Score {
  /** Probability-like crisis score in [0, 1]. */
  p: number;
  /** The most likely risk class among the crisis classes, with its probability. */
  riskClass: string;
  classP: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
/** Log-odds, clamped so a head that is certain (p = 0 or 1 in float) cannot make the score infinite. */
const logit = (p: number) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
};

/** The score from the crisis head's probability and the class head's mass on the risk classes. */
export function combineHeads(crisisHead: number, riskMass: number, combine: ModelHeader['combine'] = 'mean'): number {
  return combine === 'logit-mean' ? sigmoid((logit(crisisHead) + logit(riskMass)) / 2) : (crisisHead + riskMass) / 2;
}

/** Scores a message; `extra` are the rule-layer tokens the model was trained with (see offline.ts). */
export function scoreWith(weights: Weights, text: string, extra: string[] = []): Score {
  const { header } = weights;
  const hashes = featureHashes(text, extra);
  const main = toBuckets(hashes, header.bits);
  let z = 0;
  for (let j = 0; j < main.index.length; j++) z += weights.crisis[main.index[j]!]! * main.value[j]!;
  const p = sigmoid(header.bias + z * header.scale);
  const cls = toBuckets(hashes, header.classBits);
  const logits = weights.classes.map((w, k) => {
    let s = 0;
    for (let j = 0; j < cls.index.length; j++) s += w[cls.index[j]!]! * cls.value[j]!;
    return header.classBias[k]! + s * header.classScale;
  });
  const max = Math.max(...logits);
  const exp = logits.map((l) => Math.exp(l - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  const riskCount = header.classes.length - (header.negativeClasses?.length ?? 0);
  let best = 0;
  let riskMass = 0;
  for (let k = 0; k < riskCount; k++) {
    riskMass += exp[k]!;
    if (exp[k]! > exp[best]!) best = k;
  }
  // Without negative classes the class head only names the rung; with them it votes on crisis too.
  const score = header.negativeClasses?.length ? combineHeads(p, riskMass / sum, header.combine) : p;
  return { p: score, riskClass: header.classes[best]!, classP: exp[best]! / riskMass };
}

/** int8 quantisation with one scale per head: w ~ q * scale. */
export function quantise(w: Float32Array): { q: Int8Array; scale: number } {
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  return { q: Int8Array.from(w, (v) => Math.round(v / scale)), scale };
}

/**
 * The binary model file, gzipped: magic, header length (uint32 LE), JSON header, crisis weights,
 * class weights. Gzip because most of a large crisis head's buckets hold no feature (~80% zeros at
 * 2^22): the file is committed with every retraining. Node's gzip writes no timestamp, so the same
 * weights still give a byte-identical file.
 */
export function serialise(header: ModelHeader, crisis: Int8Array, classes: Int8Array[]): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const len = Buffer.alloc(4);
  len.writeUInt32LE(json.length);
  return gzipSync(Buffer.concat([Buffer.from(MAGIC), len, json, Buffer.from(crisis.buffer, crisis.byteOffset, crisis.byteLength), ...classes.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength))]), { level: 9 });
}

/** Reads a model file, gzipped (serialise) or plain (files before session 8). */
export function deserialise(file: Buffer): Weights {
  const buf = file[0] === 0x1f && file[1] === 0x8b ? gunzipSync(file) : file;
  if (buf.subarray(0, 4).toString() !== MAGIC) throw new Error('crisis model: not a model file');
  const len = buf.readUInt32LE(4);
  const header = JSON.parse(buf.subarray(8, 8 + len).toString('utf8')) as ModelHeader;
  let offset = 8 + len;
  const take = (n: number) => {
    const copy = new Int8Array(n);
    copy.set(new Int8Array(buf.buffer, buf.byteOffset + offset, n));
    offset += n;
    return copy;
  };
  const crisis = take(1 << header.bits);
  const classes = header.classes.map(() => take(1 << header.classBits));
  if (offset !== buf.length) throw new Error('crisis model: file size does not match its header');
  return { header, crisis, classes };
}

let loaded: Weights | null | undefined;

/** The shipped model, read once; null when the file is missing (the rules then work alone). */
export function loadModel(file = MODEL_FILE): Weights | null {
  if (file !== MODEL_FILE) return deserialise(readFileSync(file));
  if (loaded === undefined) {
    try {
      loaded = deserialise(readFileSync(file));
    } catch {
      loaded = null;
    }
  }
  return loaded;
}

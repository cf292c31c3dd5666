import { statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { featureHashes, toBuckets } from '../../src/modules/safety/classifier/features';
import { combineHeads, deserialise, loadModel, MODEL_FILE, quantise, scoreWith, serialise, type ModelHeader } from '../../src/modules/safety/classifier/model';
import { dropoutMask, prng, stratifiedFolds, trainAveraged, trainClassHead, trainCrisisHead, type TrainSample } from '../../src/modules/safety/classifier/train';
import { loadCorpus, TARGETS } from '../../src/modules/safety/evaluation';
import { decide, isShortMessage, detectOffline, guessLanguage } from '../../src/modules/safety/offline';

const sample = (text: string, crisis: boolean, cls = -1): TrainSample => ({ hashes: featureHashes(text), crisis, cls, weight: 1 });
const OPTS = { epochs: 15, learningRate: 0.5, l2: 1e-6, seed: 7, positiveWeight: 1 };
const TOY = [
  sample('i want to die tonight', true, 0),
  sample('i want to end my life', true, 0),
  sample('he hits me every night', true, 1),
  sample('my husband beats me', true, 1),
  sample('this deadline is killing me', false),
  sample('how do i kill a process', false),
  sample('the battery died again', false),
  sample('dying to see the film', false),
];

// The statistical layer: features, training, the model file and the combination with the rules.
describe('crisis classifier', () => {
  it('character n-grams make a typo and an accent share most features', () => {
    const a = new Set(featureHashes('suicidal').text);
    const b = featureHashes('sucidal').text;
    expect(b.filter((h) => a.has(h)).length / b.length).toBeGreaterThan(0.4);
    expect(featureHashes('Déjà').text).toEqual(featureHashes('deja').text);
  });

  it('buckets are distinct, sorted and each block L2-normalised', () => {
    const v = toBuckets(featureHashes('i want to die', ['x', 'y']), 18);
    expect([...v.index]).toEqual([...new Set(v.index)].sort((x, y) => x - y));
    expect(v.value.every((x) => x > 0)).toBe(true);
  });

  it('training is deterministic and learns a separable toy set', () => {
    const a = trainCrisisHead(TOY, 16, OPTS);
    const b = trainCrisisHead(TOY, 16, OPTS);
    expect(Buffer.from(a.w.buffer).equals(Buffer.from(b.w.buffer))).toBe(true);
    const cls = trainClassHead(TOY, 12, 2, OPTS);
    const header: ModelHeader = { bits: 16, classBits: 12, classes: ['suicide', 'abuse'], bias: a.bias, scale: 1, classBias: cls.bias, classScale: 1, threshold: 0.5, ruleThreshold: 0.5, training: {} };
    const weights = { header, crisis: a.w, classes: cls.w };
    expect(scoreWith(weights, 'i want to die').p).toBeGreaterThan(0.5);
    expect(scoreWith(weights, 'how do i kill a process').p).toBeLessThan(0.5);
    expect(scoreWith(weights, 'my husband hits me').riskClass).toBe('abuse');
  });

  it('feature dropout hides about its rate of the features and scales the rest so the expected input is unchanged', () => {
    const keep = dropoutMask(10_000, 0.3, prng(3), new Float32Array(10_000));
    const hidden = keep.filter((k) => k === 0).length;
    expect(hidden / 10_000).toBeGreaterThan(0.27);
    expect(hidden / 10_000).toBeLessThan(0.33);
    expect(keep.filter((k) => k !== 0).every((k) => Math.abs(k - 1 / 0.7) < 1e-6)).toBe(true);
    expect(keep.reduce((a, b) => a + b, 0) / 10_000).toBeCloseTo(1, 1);
    expect([...dropoutMask(50, 0.3, prng(3), new Float32Array(50))]).toEqual([...keep.subarray(0, 50)]);
    expect([...dropoutMask(50, 0, prng(3), new Float32Array(50))].every((k) => k === 1)).toBe(true);
  });

  it('training with feature dropout is deterministic, still learns the toy set, and a rate of 0 trains as before', () => {
    const a = trainCrisisHead(TOY, 16, { ...OPTS, featureDropout: 0.3 });
    const b = trainCrisisHead(TOY, 16, { ...OPTS, featureDropout: 0.3 });
    expect(Buffer.from(a.w.buffer).equals(Buffer.from(b.w.buffer))).toBe(true);
    const plain = trainCrisisHead(TOY, 16, OPTS);
    expect(Buffer.from(trainCrisisHead(TOY, 16, { ...OPTS, featureDropout: 0 }).w.buffer).equals(Buffer.from(plain.w.buffer))).toBe(true);
    expect(Buffer.from(a.w.buffer).equals(Buffer.from(plain.w.buffer))).toBe(false);
    const cls = trainClassHead(TOY, 12, 2, { ...OPTS, featureDropout: 0.3 });
    const header: ModelHeader = { bits: 16, classBits: 12, classes: ['suicide', 'abuse'], bias: a.bias, scale: 1, classBias: cls.bias, classScale: 1, threshold: 0.5, ruleThreshold: 0.5, training: {} };
    const weights = { header, crisis: a.w, classes: cls.w };
    expect(scoreWith(weights, 'i want to die').p).toBeGreaterThan(0.5);
    expect(scoreWith(weights, 'how do i kill a process').p).toBeLessThan(0.5);
    expect(scoreWith(weights, 'my husband hits me').riskClass).toBe('abuse');
  });

  it('seeds averaged into one model: one seed trains as before; several are their log-odds ensemble at the cost of one model', () => {
    const opts = { ...OPTS, featureDropout: 0.5 };
    const same = (a: Float32Array, b: Float32Array) => Buffer.from(a.buffer).equals(Buffer.from(b.buffer));
    const one = trainAveraged(TOY, 14, 12, 2, opts, [opts.seed]);
    expect(same(one.head.w, trainCrisisHead(TOY, 14, opts).w)).toBe(true);
    const cls = trainClassHead(TOY, 12, 2, opts);
    expect(one.cls.w.every((w, k) => same(w, cls.w[k]!)) && one.cls.bias.every((b, k) => Object.is(b, cls.bias[k]))).toBe(true);
    expect(() => trainAveraged(TOY, 14, 12, 2, opts, [])).toThrow(/no seed/);

    const seeds = [7, 8, 9];
    const soup = trainAveraged(TOY, 14, 12, 2, opts, seeds);
    const header = (bias: number, classBias: number[]): ModelHeader => ({ bits: 14, classBits: 12, classes: ['suicide', 'abuse'], bias, scale: 1, classBias, classScale: 1, threshold: 0.5, ruleThreshold: 0.5, training: {} });
    const model = (h: { w: Float32Array; bias: number }, c: { w: Float32Array[]; bias: number[] }) => ({ header: header(h.bias, c.bias), crisis: h.w, classes: c.w });
    const each = seeds.map((seed) => model(trainCrisisHead(TOY, 14, { ...opts, seed }), trainClassHead(TOY, 12, 2, { ...opts, seed })));
    // The seeds really differ (dropout masks and order), so the mean is not one of them.
    expect(same(each[0]!.crisis as Float32Array, each[1]!.crisis as Float32Array)).toBe(false);
    const logit = (p: number) => Math.log(p / (1 - p));
    /** The class head's probability of the first class ('suicide'). */
    const classP = (m: Parameters<typeof scoreWith>[0], text: string) => {
      const s = scoreWith(m, text);
      return s.riskClass === 'suicide' ? s.classP : 1 - s.classP;
    };
    for (const text of ['i want to die', 'he hits me', 'the battery died', 'my life is a process']) {
      // Crisis head (a model without negative classes scores by it alone): log-odds are the seeds' mean.
      const meanLogit = each.reduce((sum, m) => sum + logit(scoreWith(m, text).p), 0) / seeds.length;
      expect(logit(scoreWith(model(soup.head, soup.cls), text).p)).toBeCloseTo(meanLogit, 4);
      // Class head: the normalised geometric mean of the seeds' class distributions.
      const geo = [0, 1].map((k) => Math.exp(each.reduce((sum, m) => sum + Math.log(k === 0 ? classP(m, text) : 1 - classP(m, text)), 0) / seeds.length));
      expect(classP(model(soup.head, soup.cls), text)).toBeCloseTo(geo[0]! / (geo[0]! + geo[1]!), 4);
    }
  });

  it('the heads combine by their mean, or by the mean of their log-odds when the model file says so', () => {
    expect(combineHeads(0.9, 0.5)).toBeCloseTo(0.7, 10);
    // log-odds 2.197 and 0: their mean 1.099 is the log-odds of 0.75.
    expect(combineHeads(0.9, 0.5, 'logit-mean')).toBeCloseTo(0.75, 10);
    // Two heads that agree push further than their mean; disagreeing heads land in between.
    expect(combineHeads(0.9, 0.9, 'logit-mean')).toBeCloseTo(0.9, 10);
    expect(combineHeads(0.8, 0.95, 'logit-mean')).toBeGreaterThan(combineHeads(0.8, 0.95));
    expect(combineHeads(0.2, 0.05, 'logit-mean')).toBeLessThan(combineHeads(0.2, 0.05));
    // A certain head (0 or 1 in floating point) does not make the score infinite or NaN.
    expect(combineHeads(1, 0, 'logit-mean')).toBeCloseTo(0.5, 10);
    expect(combineHeads(1, 1, 'logit-mean')).toBeLessThan(1);
  });

  it('int8 quantisation round-trips through the file format', () => {
    const { w, bias } = trainCrisisHead(TOY, 12, OPTS);
    const q = quantise(w);
    const header: ModelHeader = { bits: 12, classBits: 10, classes: ['a'], bias, scale: q.scale, classBias: [0], classScale: 1, threshold: 0.6, ruleThreshold: 0.2, training: { seed: 7 } };
    const back = deserialise(serialise(header, q.q, [new Int8Array(1024)]));
    expect(back.header).toEqual(header);
    expect([...back.crisis]).toEqual([...q.q]);
    for (let i = 0; i < w.length; i += 97) expect(Math.abs(back.crisis[i]! * q.scale - w[i]!)).toBeLessThanOrEqual(q.scale / 2 + 1e-7);
    expect(() => deserialise(Buffer.from('nope'))).toThrow(/not a model file/);
    // Files are gzipped; a plain file (written before session 8) still reads the same.
    const file = serialise(header, q.q, [new Int8Array(1024)]);
    expect([...file.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(deserialise(gunzipSync(file))).toEqual(deserialise(file));
  });

  it('folds are stratified and deterministic', () => {
    const keys = Array.from({ length: 100 }, (_, i) => (i % 2 ? 'en/a' : 'fr/b'));
    const f = stratifiedFolds(keys, 5, 1);
    expect(f).toEqual(stratifiedFolds(keys, 5, 1));
    for (let k = 0; k < 5; k++) expect(f.filter((x, i) => x === k && keys[i] === 'en/a')).toHaveLength(10);
  });

  it('the shipped model loads, is compact, and scores the same text the same way', () => {
    const model = loadModel();
    expect(model).not.toBeNull();
    // 2^22 + 20 x 2^18 int8 weights, gzipped (most crisis buckets are empty): ~5 MiB committed per retraining.
    expect(statSync(MODEL_FILE).size).toBeLessThan(6 * 1024 * 1024);
    expect(model!.header.threshold).toBeGreaterThan(0);
    expect(model!.header.ruleThreshold).toBeLessThanOrEqual(model!.header.threshold);
    const s = scoreWith(model!, 'I took the whole bottle an hour ago');
    expect(s).toEqual(scoreWith(model!, 'I took the whole bottle an hour ago'));
    expect(s.p).toBeGreaterThanOrEqual(0);
    expect(s.p).toBeLessThanOrEqual(1);
  });

  it('either layer makes a crisis: the classifier above its threshold, a rule hit unless the classifier is sure it is not', () => {
    const t = { threshold: 0.8, ruleThreshold: 0.1 };
    expect(decide(0.85, false, t)).toMatchObject({ crisis: true, byModel: true, byRule: false });
    expect(decide(0.3, true, t)).toMatchObject({ crisis: true, byRule: true, byModel: false });
    expect(decide(0.05, true, t).crisis).toBe(false);
    expect(decide(0.5, false, t).crisis).toBe(false);
  });

  it('a rule hit on a short message has its own, lower bar; a model file without it keeps the rule bar', () => {
    const t = { threshold: 0.9, ruleThreshold: 0.88, strongRuleThreshold: 0.5 };
    expect(decide(0.6, true, t, true)).toMatchObject({ crisis: true, byRule: true });
    expect(decide(0.6, true, t, false).crisis).toBe(false);
    expect(decide(0.6, false, t, true).crisis).toBe(false);
    expect(decide(0.6, true, { threshold: 0.9, ruleThreshold: 0.88 }, true).crisis).toBe(false);
    expect(isShortMessage('بدي موت')).toBe(true);
    expect(isShortMessage('I want to die')).toBe(true);
    expect(isShortMessage('my brother told me last year that he wanted to die and I never knew what to say')).toBe(false);
    expect(isShortMessage('我想死')).toBe(true);
    expect(isShortMessage('我哥哥去年跟我说他想死，我到现在都不知道当时该怎么回答他才好')).toBe(false);
  });

  it('content-free turns (numbers, "test 2", single letters) get no crisis reply, at most at the target false-positive rate', () => {
    // Written in session 19, when "Message 2" came back as a crisis from a retrained model (0.81 against
    // a 0.74 bar; decision 013): none of these is in dev, so the test measures what the model does with
    // such turns, not what it memorised. Session 18's model flagged 2 of them, that first retrain 3.
    const turns = [
      '44', '8', '99', '6', '60', 'Message 2', 'Message 7', 'note 3', 'Chat 2', 'item 2', 'entry 5', 'okie 4', 'okey', 'ok 3', 'test 4', 'hello 5',
      'line 2', 'number 9', 'a', 'b', 'x', 'yo 2', 'hi 2', 'Q3', 'no. 7', 'ref 7', 'mensaje 3', 'nachricht 4', 'رسالة 3', '消息3', 'sure 2', 'thanks 2',
      '2 pm', 'at 9', 'room 5', 'table 4', 'page 12', 'bus 12', 'version 2', 'v2', 'Hi 3', 'Parallel 2', 'Hello again 2', 'kk 2', 'hmm 3', 'huh 2', 'yes 2',
      'no 2', 'tonight 8', '7 pm', 'ha', 'alright 5', 'cheers 2', 'oh', 'ah ok', 'mm', 'uh', '1 2 3', 'abc', 'qwerty',
    ];
    const norm = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    const dev = new Set(loadCorpus('dev').map((sample) => norm(sample.text)));
    expect(turns.filter((text) => dev.has(norm(text)))).toEqual([]);
    const flagged = turns.filter((text) => detectOffline(text).crisis);
    expect(flagged.length / turns.length, flagged.join(' | ')).toBeLessThanOrEqual(TARGETS.fp);
  });

  it('the offline verdict keeps the rules\' category and class and names the language', () => {
    expect(detectOffline('I want to kill myself')).toMatchObject({ crisis: true, category: 'suicide', language: 'en' });
    expect(detectOffline('my laptop battery died during the meeting')).toMatchObject({ crisis: false });
  });

  it('guesses the language of a message by script, then by common words', () => {
    expect(guessLanguage('我不想活了')).toBe('zh');
    expect(guessLanguage('मैं थक गया हूं')).toBe('hi');
    expect(guessLanguage('میں بہت تھک گیا ہوں')).toBe('ur');
    expect(guessLanguage('أنا متعب جدا')).toBe('ar');
    expect(guessLanguage('je ne sais plus quoi faire')).toBe('fr');
    expect(guessLanguage('ich kann nicht mehr')).toBe('de');
    expect(guessLanguage('mujhe kuch samajh nahi aa raha yaar')).toBe('roman');
  });
});

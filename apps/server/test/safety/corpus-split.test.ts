import { describe, expect, it } from 'vitest';
import { CRISIS_CLASSES, LANGUAGES, loadCorpus, NEGATIVE_CLASSES } from '../../src/modules/safety/evaluation';

// The frozen part only measures if nothing of it is in what the detector was tuned and trained on:
// a dev message that says the same as a frozen one (up to case, punctuation and spacing) would be
// scored on a message the model has seen. Writers of the two parts are different, so common short
// phrasings can collide; such dev lines are removed, never the frozen ones.
const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

describe('safety corpus split', () => {
  const dev = loadCorpus('dev');
  const frozen = loadCorpus('frozen');
  const calibration = loadCorpus('calibration');

  it('no dev message repeats a frozen message', () => {
    const frozenTexts = new Set(frozen.map((s) => norm(s.text)));
    expect(dev.filter((s) => frozenTexts.has(norm(s.text))).map((s) => `${s.lang}: ${s.class}`)).toEqual([]);
  });

  it('the calibration part shares no message with dev or the frozen part', () => {
    // It sets the operating point (safety-calibration.ts): a line the model was trained on would make
    // it look surer than it is, and one from the frozen part would tune on the test.
    const seen = new Set([...dev, ...frozen].map((s) => norm(s.text)));
    expect(calibration.length).toBeGreaterThan(0);
    expect(calibration.filter((s) => seen.has(norm(s.text))).map((s) => `${s.lang}: ${s.class}`)).toEqual([]);
  });

  it('the calibration part is balanced like the frozen part: all ten languages, every class in each', () => {
    const cells = new Map<string, number>();
    for (const s of calibration) cells.set(`${s.lang}/${s.class}`, (cells.get(`${s.lang}/${s.class}`) ?? 0) + 1);
    const empty = LANGUAGES.flatMap((l) => [...CRISIS_CLASSES, ...NEGATIVE_CLASSES].filter((c) => (cells.get(`${l}/${c}`) ?? 0) < 5).map((c) => `${l}/${c}`));
    expect(empty).toEqual([]);
  });

  it('every message has a known class that agrees with its crisis flag', () => {
    const wrong = [...dev, ...frozen, ...calibration].filter((s) => (s.crisis ? !CRISIS_CLASSES.includes(s.class) : !NEGATIVE_CLASSES.includes(s.class)));
    expect(wrong.map((s) => `${s.lang}: ${s.class} ${s.crisis}`)).toEqual([]);
  });

  it('the dev part holds at least 2,000 crisis and 2,000 hard-negative messages in all ten languages', () => {
    expect(dev.filter((s) => s.crisis).length).toBeGreaterThanOrEqual(2000);
    expect(dev.filter((s) => !s.crisis).length).toBeGreaterThanOrEqual(2000);
    expect(new Set(dev.map((s) => s.lang))).toEqual(new Set(['en', 'fr', 'es', 'de', 'it', 'nl', 'zh', 'hi', 'ur', 'ar']));
  });
});

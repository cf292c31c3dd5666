import { describe, expect, it } from 'vitest';
import { detectCrisis } from '../../src/modules/safety/detector';
import holdout from './holdout.json';

interface Sample {
  lang: string;
  text: string;
  crisis: boolean;
  category?: string;
}

// HELD-OUT measurement of how the crisis detector generalises. holdout.json was written BEFORE the
// detector was re-tuned for generalisation and without reading its patterns, and none of its
// sentences appear in corpus.json. It must NEVER be used to add or widen patterns: a pattern written
// for a hold-out sentence turns this test back into a memory test. When real use shows a new miss,
// add that phrasing to corpus.json (the tuning corpus), never here.
describe('crisis detector on the held-out corpus', () => {
  const samples = holdout as Sample[];
  const crisis = samples.filter((s) => s.crisis);
  const ordinary = samples.filter((s) => !s.crisis);

  it('has enough material in every language', () => {
    expect(crisis.length).toBeGreaterThanOrEqual(120);
    expect(ordinary.length).toBeGreaterThanOrEqual(200);
    expect(new Set(samples.map((s) => s.lang))).toEqual(new Set(['en', 'fr', 'es', 'de', 'it', 'nl', 'zh', 'hi', 'ur', 'ar']));
  });

  it('catches at least 90% of unseen crisis messages with at most 3% false positives', () => {
    const missed = crisis.filter((s) => !detectCrisis(s.text));
    const falseAlarms = ordinary.map((s) => ({ s, hit: detectCrisis(s.text) })).filter((x) => x.hit);
    const recall = 1 - missed.length / crisis.length;
    const fpr = falseAlarms.length / ordinary.length;
    console.info(
      [
        `safety hold-out: ${crisis.length} crisis, ${ordinary.length} ordinary`,
        `recall ${(recall * 100).toFixed(1)}%, false-positive rate ${(fpr * 100).toFixed(1)}%`,
        ...missed.map((s) => `  missed [${s.lang}] ${s.text}`),
        ...falseAlarms.map(({ s, hit }) => `  false alarm [${s.lang}] (${hit?.category}) ${s.text}`),
      ].join('\n'),
    );
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(fpr).toBeLessThanOrEqual(0.03);
  });
});

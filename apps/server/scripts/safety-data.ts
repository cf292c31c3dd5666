import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CorpusSample } from '../src/modules/safety/evaluation';

// What the safety training scripts (safety:train, safety:heldout) read besides the dev part.

interface OldSample {
  lang: string;
  text: string;
  crisis: boolean;
  category?: string;
}

/** Weight of the older, less varied tuning corpora relative to a dev sample. */
export const OLD_WEIGHT = 0.5;

/** The older tuning corpora in test/safety (corpus.json, holdout.json): API categories, no rungs. */
export function oldCorpora(): CorpusSample[] {
  const read = (name: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../test/safety/${name}`, import.meta.url)), 'utf8')) as OldSample[];
  return [...read('corpus.json'), ...read('holdout.json')].map((s) => ({
    text: s.text,
    crisis: s.crisis,
    // Older corpora only know the API category: suicide messages have no rung.
    class: s.crisis ? (s.category === 'suicide' ? '' : (s.category ?? '')) : 'old_negative',
    lang: s.lang,
  }));
}

import { CONCEPT_COMBOS, CONCEPT_LEXICONS } from './data/concepts';
import type { ConceptCombo, ConceptLexicon, RuleLanguage } from './data/types';
import { patternSource } from './normalize';
import type { CrisisCategory } from './safety-types';

// The concept layer of the crisis detector (see ConceptLexicon in data/types.ts): which concepts a
// clause mentions, and whether they combine into a crisis statement.

const LETTER = '[\\p{L}\\p{M}\\p{N}]';
// Typos are only forgiven on long key words: short words have too many real neighbours.
const FUZZY_MIN_LENGTH = 6;

interface CompiledConcept {
  regex: RegExp | null;
  fuzzyWords: string[];
}

interface CompiledLexicon {
  concepts: Map<string, CompiledConcept>;
  combos: ConceptCombo[];
}

function compileLexicon(lexicon: ConceptLexicon, wordBoundaries: boolean): CompiledLexicon {
  const concepts = new Map<string, CompiledConcept>();
  for (const [name, entries] of Object.entries(lexicon.concepts)) {
    const fuzzyWords = entries.filter((e) => e.startsWith('~')).map((e) => patternSource(e.slice(1)));
    const exact = entries.filter((e) => !e.startsWith('~')).map((e) => patternSource(e));
    const alternation = [...exact, ...fuzzyWords].join('|');
    const regex = alternation ? new RegExp(wordBoundaries ? `(?<!${LETTER})(?:${alternation})(?!${LETTER})` : `(?:${alternation})`, 'u') : null;
    concepts.set(name, { regex, fuzzyWords: fuzzyWords.filter((w) => w.length >= FUZZY_MIN_LENGTH) });
  }
  // Shared combinations that mention a concept this language has no words for cannot fire here.
  const combos = [...CONCEPT_COMBOS, ...(lexicon.combos ?? [])].filter((c) => c.all.every((name) => concepts.has(name)));
  return { concepts, combos };
}

/** At most one edit (insert, delete, substitute or swap two neighbours) apart. */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function mentions(concept: CompiledConcept, clause: string, words: string[]): boolean {
  if (concept.regex?.test(clause)) return true;
  return concept.fuzzyWords.some((f) => words.some((w) => w.length >= FUZZY_MIN_LENGTH - 1 && withinOneTypo(w, f)));
}

export type ClauseCancel = (category: CrisisCategory, clause: string) => boolean;

export interface ConceptMatcher {
  /** The first combination the clauses express, most severe category first, or null. */
  match(clauses: string[], cancelled: ClauseCancel, categoryOrder: CrisisCategory[]): ConceptCombo | null;
}

function matcherFor(lexicon: CompiledLexicon): ConceptMatcher {
  return {
    match(clauses, cancelled, categoryOrder) {
      // Single clauses, then neighbouring pairs for the combinations that may span a comma.
      const spans = [
        ...clauses.map((text) => ({ text, pair: false })),
        ...clauses.slice(1).map((text, i) => ({ text: `${clauses[i]} ${text}`, pair: true })),
      ];
      const present = spans.map(({ text, pair }) => {
        const words = text.split(' ');
        const cache = new Map<string, boolean>();
        const has = (name: string) => {
          if (!cache.has(name)) cache.set(name, mentions(lexicon.concepts.get(name)!, text, words));
          return cache.get(name)!;
        };
        return { text, pair, has };
      });
      for (const category of categoryOrder) {
        for (const combo of lexicon.combos) {
          if (combo.category !== category) continue;
          for (const span of present) {
            if (span.pair && !combo.acrossClauses) continue;
            if (!combo.all.every(span.has)) continue;
            if ((combo.none ?? []).some((name) => lexicon.concepts.has(name) && span.has(name))) continue;
            if (cancelled(category, span.text)) continue;
            return combo;
          }
        }
      }
      return null;
    },
  };
}

const matchers = new Map<RuleLanguage, ConceptMatcher>();

/** The concept matcher of one rule language, or null when it has no lexicon. */
export function conceptMatcher(language: RuleLanguage, wordBoundaries: boolean): ConceptMatcher | null {
  if (!matchers.has(language)) {
    const lexicon = CONCEPT_LEXICONS.find((l) => l.language === language);
    if (!lexicon) return null;
    matchers.set(language, matcherFor(compileLexicon(lexicon, wordBoundaries)));
  }
  return matchers.get(language) ?? null;
}

let allConcepts: { language: RuleLanguage; concepts: [string, RegExp][] }[] | null = null;

/**
 * The concept names (see concept-combos.ts) a folded text mentions in any language's lexicon, for
 * the classifier: "self", "die", "pills", "other", ... are the same features whatever the language,
 * so what the classifier learns about them in one language carries over to the others.
 */
export function conceptsIn(folded: string, unspaced: ReadonlySet<RuleLanguage>): Set<string> {
  allConcepts ??= CONCEPT_LEXICONS.map((lexicon) => ({
    language: lexicon.language,
    concepts: Object.entries(lexicon.concepts).map(([name, entries]) => {
      const alternation = entries.map((e) => patternSource(e.replace(/^~/, ''))).join('|');
      const bounded = !unspaced.has(lexicon.language);
      return [name, new RegExp(bounded ? `(?<!${LETTER})(?:${alternation})(?!${LETTER})` : `(?:${alternation})`, 'u')] as [string, RegExp];
    }),
  }));
  const found = new Set<string>();
  for (const { concepts } of allConcepts) for (const [name, regex] of concepts) if (!found.has(name) && regex.test(folded)) found.add(name);
  return found;
}

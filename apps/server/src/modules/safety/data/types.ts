import type { SafetyLanguage } from '@haven/core/safety';
import type { CrisisCategory, RiskClass } from '../safety-types';

/** 'roman' is Hindi/Urdu typed in Latin letters ("mujhe marna hai"), common in chat. */
export type RuleLanguage = SafetyLanguage | 'roman';

/**
 * One language's crisis rules. Every string is a regular expression written against folded text
 * (lower case, no accents, no apostrophes, words separated by one space, one clause per line: see
 * normalize.ts). Shorthands: `{w}` is one word, `{w0-3}` is zero to three words (any digits).
 */
export interface CrisisRules {
  language: RuleLanguage;
  /** Whole-word matching (space-separated scripts); off for Chinese and for Arabic's attached prefixes. */
  wordBoundaries: boolean;
  patterns: Record<CrisisCategory, string[]>;
  /** Idioms and titles blanked out before matching ("kill myself laughing", "Suicide Squad"). */
  idioms: string[];
  /** Matched against the hit's clause up to the hit; write them anchored with `$`: "I would never ...". */
  negationsBefore: string[];
  /** Matched against the clause after the hit, anchored with `^`: verb-final languages ("... nahi karunga"). */
  negationsAfter: string[];
  /** Anywhere in the hit's clause: past and recovered, or someone else's story. */
  contextCancels: string[];
  /** Only for these categories: e.g. "lol" after "I could kill my brother". */
  categoryCancels?: Partial<Record<CrisisCategory, string[]>>;
  /** Words that start a new clause ("but"), so a negation before them does not reach past them. */
  clauseBreaks: string[];
}

/**
 * Concept lexicons: the generalising half of the detector. Instead of whole phrases, each language
 * lists the words for a handful of concepts (self, wanting, death, "it all", stopping, burden, no
 * future, pills, hoarding, ...) with their inflections, and shared combinations (concept-combos.ts)
 * say which concepts together in one clause express a crisis. A new phrasing that uses known words
 * in a new order or inflection is then caught without a new pattern.
 *
 * Entry syntax: like CrisisRules patterns (folded text, `{w}` shorthands), plus
 * - `_` at the end of a word: any ending, for stems and inflections ("disappear_" = disappears,
 *   disappeared, disappearing);
 * - a leading `~` on a single word: that word or a one-letter typo of it ("~suicidal" = "sucidal").
 */
export interface ConceptLexicon {
  language: RuleLanguage;
  concepts: Record<string, string[]>;
  /** Combinations only this language needs, on top of the shared ones. */
  combos?: ConceptCombo[];
}

export interface ConceptCombo {
  category: CrisisCategory;
  /** The C-SSRS rung this combination stands for when the class cues find nothing finer. */
  riskClass?: RiskClass;
  /** The phrasing class this combination stands for: every combination must name one. */
  phrasing: string;
  /** Every one of these concepts must occur in the clause. */
  all: string[];
  /** None of these may occur in the clause (negation, accidents, leisure, travel, ...). */
  none?: string[];
  /** Also try two neighbouring clauses together ("if I vanished, nobody would notice"). */
  acrossClauses?: boolean;
}

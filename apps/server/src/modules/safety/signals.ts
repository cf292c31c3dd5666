import { classCues } from './classes';
import { conceptsIn } from './concepts';
import { CRISIS_RULES } from './data';
import type { RuleLanguage } from './data/types';
import { patternSource, toClauses } from './normalize';

// Language-independent signals the classifier reads besides the n-grams: which crisis concepts
// (concept lexicons), class cues (class-cues.ts) and context markers (past and recovered,
// someone else's story, fiction: the rules' contextCancels) a message mentions, and every pair of
// them ("self+die" is not "other+die"). Learned once, they carry across the ten languages.

const UNSPACED = new Set<RuleLanguage>(CRISIS_RULES.filter((r) => !r.wordBoundaries).map((r) => r.language));
const NO_BREAKS = /(?!)/g;
let cancels: RegExp[] | null = null;

export function crisisSignals(text: string): string[] {
  const folded = toClauses(text, NO_BREAKS);
  cancels ??= CRISIS_RULES.flatMap((r) => r.contextCancels.map((p) => new RegExp(patternSource(p), 'mu')));
  const names = [...conceptsIn(folded, UNSPACED)].map((n) => `k:${n}`);
  names.push(...[...classCues(folded)].map((c) => `q:${c}`));
  if (cancels.some((r) => r.test(folded))) names.push('context');
  names.sort();
  const pairs: string[] = [];
  for (let i = 0; i < names.length; i++) for (let j = i + 1; j < names.length; j++) pairs.push(`${names[i]}&${names[j]}`);
  return [...names, ...pairs];
}

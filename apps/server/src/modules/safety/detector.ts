import { riskClassOf } from './classes';
import { type ConceptMatcher, conceptMatcher } from './concepts';
import { CRISIS_RULES } from './data';
import type { CrisisRules, RuleLanguage } from './data/types';
import { patternSource, toClauses } from './normalize';
import type { CrisisCategory, RiskClass } from './safety-types';

export interface CrisisHit {
  category: CrisisCategory;
  /** The rule set that matched, i.e. the language the person wrote in. */
  language: RuleLanguage;
  /** The C-SSRS rung (or self_harm / harm_to_others / abuse), see classes.ts. */
  riskClass: RiskClass;
}

// Most severe first: one message can match several categories; the reply and event use the first.
const CATEGORY_ORDER: CrisisCategory[] = ['suicide', 'harm_to_others', 'self_harm', 'abuse'];
const LETTER = '[\\p{L}\\p{M}\\p{N}]';

interface CompiledRules {
  language: RuleLanguage;
  patterns: { category: CrisisCategory; regex: RegExp }[];
  idioms: RegExp[];
  negationsBefore: RegExp[];
  negationsAfter: RegExp[];
  contextCancels: RegExp[];
  categoryCancels: Partial<Record<CrisisCategory, RegExp[]>>;
  clauseBreaks: RegExp;
  concepts: ConceptMatcher | null;
}

const source = patternSource;

function compile(rules: CrisisRules): CompiledRules {
  const bounded = (p: string) => (rules.wordBoundaries ? `(?<!${LETTER})(?:${source(p)})(?!${LETTER})` : source(p));
  const list = (items: string[] = []) => items.map((p) => new RegExp(source(p), 'u'));
  const breaks = rules.clauseBreaks.map((w) => source(w));
  return {
    language: rules.language,
    patterns: CATEGORY_ORDER.flatMap((category) => rules.patterns[category].map((p) => ({ category, regex: new RegExp(bounded(p), 'gu') }))),
    idioms: rules.idioms.map((p) => new RegExp(bounded(p), 'gu')),
    negationsBefore: list(rules.negationsBefore),
    negationsAfter: list(rules.negationsAfter),
    contextCancels: list(rules.contextCancels),
    categoryCancels: Object.fromEntries(Object.entries(rules.categoryCancels ?? {}).map(([k, v]) => [k, list(v)])),
    clauseBreaks: breaks.length
      ? new RegExp(rules.wordBoundaries ? `(?<!${LETTER})(?:${breaks.join('|')})(?!${LETTER})` : `(?:${breaks.join('|')})`, 'gu')
      : /(?!)/g,
    concepts: conceptMatcher(rules.language, rules.wordBoundaries),
  };
}

let compiled: CompiledRules[] | null = null;
function allRules(): CompiledRules[] {
  compiled ??= CRISIS_RULES.map(compile);
  return compiled;
}

function cancelled(rules: CompiledRules, category: CrisisCategory, clause: string, start: number, end: number): boolean {
  const before = clause.slice(0, start).trimEnd();
  const after = clause.slice(end).trimStart();
  if (rules.negationsBefore.some((r) => r.test(before))) return true;
  if (rules.negationsAfter.some((r) => r.test(after))) return true;
  return contextCancelled(rules, category, clause);
}

/** Past and recovered, someone else's story, fiction, a joke: true whatever matched in the clause. */
function contextCancelled(rules: CompiledRules, category: CrisisCategory, clause: string): boolean {
  if (rules.contextCancels.some((r) => r.test(clause))) return true;
  return (rules.categoryCancels[category] ?? []).some((r) => r.test(clause));
}

function detectWith(rules: CompiledRules, text: string): CrisisHit | null {
  const clauses = toClauses(text, rules.clauseBreaks)
    .split('\n')
    .map((clause) => rules.idioms.reduce((c, idiom) => c.replace(idiom, ' _ '), clause));
  let found: CrisisCategory | null = null;
  patterns: for (const { category, regex } of rules.patterns) {
    for (const clause of clauses) {
      for (const m of clause.matchAll(regex)) {
        if (!cancelled(rules, category, clause, m.index, m.index + m[0].length)) {
          found = category;
          break patterns;
        }
      }
    }
  }
  const folded = clauses.join('\n');
  if (found === CATEGORY_ORDER[0]) return { category: found, language: rules.language, riskClass: riskClassOf(found, folded) };
  // The concept layer generalises beyond the listed phrases; past, fiction and joke cancels still apply.
  // English past/fiction/news words also cancel: they are mixed into every language, and English
  // text also meets the other languages' lexicons through shared words ("suicide", "future").
  const english = allRules()[0]!;
  const combo = rules.concepts?.match(
    clauses,
    (category, clause) => contextCancelled(rules, category, clause) || english.contextCancels.some((r) => r.test(clause)),
    CATEGORY_ORDER,
  );
  if (combo && (!found || CATEGORY_ORDER.indexOf(combo.category) < CATEGORY_ORDER.indexOf(found))) found = combo.category;
  if (!found) return null;
  let riskClass = riskClassOf(found, folded);
  // A combination names its own rung ("said my goodbyes" is preparatory) when the cues find no more than ideation.
  if (combo?.riskClass && combo.category === found && riskClass === 'active_ideation') riskClass = combo.riskClass;
  return { category: found, language: rules.language, riskClass };
}

/** The most severe crisis the message expresses, or null. Pure: no I/O, no side effects. */
export function detectCrisis(text: string): CrisisHit | null {
  if (!text.trim()) return null;
  let best: CrisisHit | null = null;
  for (const rules of allRules()) {
    const hit = detectWith(rules, text);
    if (hit && (!best || CATEGORY_ORDER.indexOf(hit.category) < CATEGORY_ORDER.indexOf(best.category))) best = hit;
  }
  return best;
}

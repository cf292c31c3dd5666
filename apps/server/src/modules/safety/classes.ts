import { CLASS_CUES, type ClassCue } from './data/class-cues';
import { patternSource } from './normalize';
import { type CrisisCategory, RISK_CLASS_CATEGORY, type RiskClass } from './safety-types';

// The C-SSRS rung of a crisis message. The detectors (rules, concept combinations, classifier) say
// THAT a message is a crisis and its API category; this file says WHICH clinical class a suicide
// message belongs to, from cues (data/class-cues.ts) checked most severe first: an overdose already
// taken outranks a plan, a plan outranks goodbye letters, and so on down to a passive wish.

const LETTER = '[\\p{L}\\p{M}\\p{N}]';
const UNSPACED = new Set(['zh']);

type CueMatchers = Record<ClassCue, RegExp>;

function compileCues(): CueMatchers[] {
  return Object.entries(CLASS_CUES).map(([language, cues]) => {
    const bounded = !UNSPACED.has(language);
    return Object.fromEntries(
      Object.entries(cues!).map(([cue, words]) => {
        const alternation = words.map((w) => patternSource(w)).join('|');
        return [cue, new RegExp(bounded ? `(?<!${LETTER})(?:${alternation})(?!${LETTER})` : `(?:${alternation})`, 'u')];
      }),
    ) as CueMatchers;
  });
}

let compiled: CueMatchers[] | null = null;

/** Which class cues a folded text (see toClauses) mentions, in any language. */
export function classCues(folded: string): Set<ClassCue> {
  compiled ??= compileCues();
  const found = new Set<ClassCue>();
  for (const matchers of compiled)
    for (const [cue, regex] of Object.entries(matchers) as [ClassCue, RegExp][]) if (!found.has(cue) && regex.test(folded)) found.add(cue);
  return found;
}

/** The suicide rung from cues, most severe first. */
export function suicideClass(cues: Set<ClassCue>): RiskClass {
  const has = (c: ClassCue) => cues.has(c);
  if ((has('ingest') && (has('substance') || has('count'))) || (has('atHeight') && has('now')) || (has('injury') && has('now'))) return 'attempt';
  if (has('time') && (has('means') || has('decided'))) return 'plan';
  if (has('prep') || (has('acquire') && has('means'))) return 'preparatory';
  if (has('decided')) return 'intent';
  if (has('methodQ') && (has('means') || has('substance'))) return 'method';
  if (has('wish')) return 'passive_wish';
  return 'active_ideation';
}

/** The risk class of a message already known to be a crisis of this category. */
export function riskClassOf(category: CrisisCategory, folded: string): RiskClass {
  if (category === 'self_harm' || category === 'harm_to_others' || category === 'abuse') return category;
  return suicideClass(classCues(folded));
}

/** The API category of a risk class (several C-SSRS rungs share "suicide"). */
export const categoryOf = (riskClass: RiskClass): CrisisCategory => RISK_CLASS_CATEGORY[riskClass];

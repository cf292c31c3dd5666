import type { RuleLanguage } from './data/types';
import { type CrisisHit, detectCrisis } from './detector';
import { loadModel, type Score, scoreWith, type Weights } from './classifier/model';
import { type CrisisCategory, RISK_CLASS_CATEGORY, type RiskClass } from './safety-types';
import { crisisSignals } from './signals';

// The offline crisis decision: the rule layer (detector.ts: phrases, concept combinations, class
// cues) and the statistical layer (classifier/: logistic regression over hashed n-grams). Either
// layer can make a message a crisis:
//   - the classifier alone when its score reaches `threshold`;
//   - a rule hit unless the classifier scores it below `ruleThreshold` (the rules' known false
//     alarms: recovery stories, idioms; this bar is low, so a rule hit almost always stands).
// The thresholds are chosen by cross-validation on the dev corpus (npm run safety:train), moved
// together to spend the false-positive budget on the calibration part, and stored in the model
// file; docs/decisions/013-crisis-detection.md records the figures.

export interface OfflineVerdict {
  crisis: boolean;
  category?: CrisisCategory;
  riskClass?: RiskClass;
  /** The language of the rules that matched, else a guess from the script and common words. */
  language: RuleLanguage;
  /** The classifier's crisis score, or null without a model file. */
  score: number | null;
  /** The classifier's class head, also when the message is not a crisis (conversation risk uses it). */
  modelClass?: RiskClass;
  /** Which layer made the decision. */
  by: 'rules' | 'classifier' | 'both' | null;
  rule: CrisisHit | null;
}

/** What the classifier is told about the rule layer's verdict (it was trained with the same tokens). */
export function ruleTokens(hit: CrisisHit | null): string[] {
  return hit ? ['rule', `rule:${hit.category}`, `rule:${hit.riskClass}`] : ['norule'];
}

/** Every token the classifier reads besides the n-grams: the rules' verdict and the concept signals. */
export function classifierTokens(text: string, hit: CrisisHit | null): string[] {
  return [...ruleTokens(hit), ...crisisSignals(text)];
}

/**
 * A short message (at most 8 words; 16 characters in Chinese): a rule hit there is an explicit
 * statement ("بدي موت", "I want to die") more often than a mention inside a story, a question about
 * a friend or a recovery, which is where the rules' false alarms are (decision 013).
 */
export function isShortMessage(text: string): boolean {
  const t = text.trim();
  if (/\p{Script=Han}/u.test(t)) return [...t.replace(/\s+/g, '')].length <= 16;
  return t.split(/\s+/).filter(Boolean).length <= 8;
}

/**
 * Crisis when the classifier is sure enough alone, or when a rule fired and the classifier does not
 * call it a false alarm: `ruleThreshold`, or `strongRuleThreshold` for a rule hit on a short message
 * (all three chosen by cross-validation on dev; a model file without the third uses the second).
 */
export function decide(score: number, ruleHit: boolean, t: { threshold: number; ruleThreshold: number; strongRuleThreshold?: number }, short = false): { crisis: boolean; byRule: boolean; byModel: boolean } {
  const byModel = score >= t.threshold;
  const byRule = ruleHit && score >= (short && t.strongRuleThreshold !== undefined ? t.strongRuleThreshold : t.ruleThreshold);
  return { crisis: byModel || byRule, byRule, byModel };
}

const LATIN_HINTS: [RuleLanguage, RegExp][] = [
  // English first: it wins ties (many short words are shared).
  ['en', /\b(?:i|the|and|to|my|me|is|it|you|not|want|im|just|a|of|this|so|we|he|him|she|her|about|in|with|what|will)\b/g],
  ['roman', /\b(?:mujhe|mera|meri|hai|hain|nahi|nahin|kya|bhi|ho|gaya|raha|rahi|karna|yaar|main|mein|aur|sab|kuch|bas)\b/g],
  ['fr', /\b(?:je|j|suis|pas|les|des|est|mon|ma|mes|une|et|que|ne|plus|veux|moi|tout)\b/g],
  ['es', /\b(?:yo|que|no|me|mi|es|los|las|una|y|quiero|estoy|ya|muy|pero|todo|nada)\b/g],
  ['de', /\b(?:ich|nicht|und|die|der|das|ist|mich|mir|mein|meine|ein|eine|will|kann|mehr|nur)\b/g],
  ['it', /\b(?:io|non|che|di|mi|il|la|sono|voglio|per|una|ho|piu|tutto|ma|niente)\b/g],
  ['nl', /\b(?:ik|niet|het|een|en|de|mijn|wil|ben|heb|meer|nog|dat|maar|alles|geen)\b/g],
];

/** The language of a message when no rule named it: by script, then by common words. */
export function guessLanguage(text: string): RuleLanguage {
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  if (/\p{Script=Devanagari}/u.test(text)) return 'hi';
  if (/\p{Script=Arabic}/u.test(text)) return /[ٹڈڑںےھہگچپژۓ]/.test(text) ? 'ur' : 'ar';
  const lower = text.toLowerCase();
  let best: RuleLanguage = 'en';
  let bestCount = 0;
  for (const [lang, re] of LATIN_HINTS) {
    const n = lower.match(re)?.length ?? 0;
    if (n > bestCount) [best, bestCount] = [lang, n];
  }
  return best;
}

/** The offline verdict on one message (pure, no I/O after the model's first load). */
export function detectOffline(text: string, weights: Weights | null = loadModel()): OfflineVerdict {
  const rule = detectCrisis(text);
  if (!weights) {
    return rule
      ? { crisis: true, category: rule.category, riskClass: rule.riskClass, language: rule.language, score: null, by: 'rules', rule }
      : { crisis: false, language: guessLanguage(text), score: null, by: null, rule };
  }
  const score: Score = scoreWith(weights, text, classifierTokens(text, rule));
  const d = decide(score.p, !!rule, weights.header, isShortMessage(text));
  if (!d.crisis) return { crisis: false, language: rule?.language ?? guessLanguage(text), score: score.p, modelClass: score.riskClass as RiskClass, by: null, rule };
  const by = d.byRule && d.byModel ? 'both' : d.byRule ? 'rules' : 'classifier';
  // The class: the classifier's class head, which names the rung better than the rules' cue ladder
  // on the rule hits of dev cross-validation since it also learns the negatives (90.4% vs 74.9%,
  // decision 013); an older model file without negative classes keeps the rules' rung.
  const riskClass = (weights.header.negativeClasses?.length ? score.riskClass : (rule?.riskClass ?? score.riskClass)) as RiskClass;
  return { crisis: true, category: RISK_CLASS_CATEGORY[riskClass] ?? rule?.category, riskClass, language: rule?.language ?? guessLanguage(text), score: score.p, modelClass: score.riskClass as RiskClass, by, rule };
}

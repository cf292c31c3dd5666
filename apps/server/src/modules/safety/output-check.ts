import { toSafetyLanguage } from '@haven/core/safety';
import { FALSE_CLAIM_PATTERNS, SAFE_OUTPUT_REPLIES } from './data/replies';
import { foldLetters } from './normalize';

const LETTER = '[\\p{L}\\p{M}\\p{N}]';
let claims: RegExp[] | null = null;

function claimPatterns(): RegExp[] {
  claims ??= FALSE_CLAIM_PATTERNS.map((p) => {
    const src = foldLetters(p);
    // Whole words for spaced scripts; Chinese has no spaces to anchor on.
    return /[\u4e00-\u9fff]/.test(src) ? new RegExp(src, 'u') : new RegExp(`(?<!${LETTER})(?:${src})(?!${LETTER})`, 'u');
  });
  return claims;
}

/** True when a model reply claims to be a person or a licensed professional. */
export function claimsHumanOrLicensed(reply: string): boolean {
  const text = foldLetters(reply)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
  return claimPatterns().some((r) => r.test(text));
}

export function checkOutput(reply: string, language?: string): string {
  if (!claimsHumanOrLicensed(reply)) return reply;
  return SAFE_OUTPUT_REPLIES[toSafetyLanguage(language) ?? 'en'];
}

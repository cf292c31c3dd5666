import { arabicRules, chineseRules, hindiRules, romanHindiUrduRules, urduRules } from './crisis-asian';
import { englishRules } from './crisis-en';
import { dutchRules, frenchRules, germanRules, italianRules, spanishRules } from './crisis-european';
import type { CrisisRules } from './types';

/** Every language's rules run on every message: people often write in another language than the one they chose. */
export const CRISIS_RULES: CrisisRules[] = [
  englishRules,
  frenchRules,
  spanishRules,
  germanRules,
  italianRules,
  dutchRules,
  chineseRules,
  hindiRules,
  urduRules,
  arabicRules,
  romanHindiUrduRules,
];

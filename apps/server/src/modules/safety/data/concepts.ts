import { CONCEPT_COMBOS } from './concept-combos';
import { arabicConcepts, chineseConcepts, hindiConcepts, romanHindiUrduConcepts, urduConcepts } from './concepts-asian';
import { englishConcepts } from './concepts-en';
import { dutchConcepts, frenchConcepts, germanConcepts, italianConcepts, spanishConcepts } from './concepts-european';
import type { ConceptLexicon } from './types';

export { CONCEPT_COMBOS };

/** One lexicon per rule language (see CRISIS_RULES); every one runs on every message. */
export const CONCEPT_LEXICONS: ConceptLexicon[] = [
  englishConcepts,
  frenchConcepts,
  spanishConcepts,
  germanConcepts,
  italianConcepts,
  dutchConcepts,
  chineseConcepts,
  hindiConcepts,
  urduConcepts,
  arabicConcepts,
  romanHindiUrduConcepts,
];

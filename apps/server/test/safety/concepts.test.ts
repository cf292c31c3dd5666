import { describe, expect, it } from 'vitest';
import { withinOneTypo } from '../../src/modules/safety/concepts';
import { CONCEPT_COMBOS, CONCEPT_LEXICONS } from '../../src/modules/safety/data/concepts';
import { detectCrisis } from '../../src/modules/safety/detector';
import { patternSource, toClauses } from '../../src/modules/safety/normalize';

// The building blocks of the concept layer: stems, typo tolerance, and data that stays consistent.
describe('crisis concept layer', () => {
  it('forgives one typo (insert, delete, substitute, swap) and no more', () => {
    expect(withinOneTypo('sucidal', 'suicidal')).toBe(true);
    expect(withinOneTypo('suicdial', 'suicidal')).toBe(true);
    expect(withinOneTypo('suiciddal', 'suicidal')).toBe(true);
    expect(withinOneTypo('suicidel', 'suicidal')).toBe(true);
    expect(withinOneTypo('scdial', 'suicidal')).toBe(false);
    expect(withinOneTypo('survival', 'suicidal')).toBe(false);
  });

  it('expands a trailing _ to any word ending, so inflections match', () => {
    const stem = new RegExp(`^${patternSource('disappear_')}$`, 'u');
    for (const w of ['disappear', 'disappeared', 'disappearing']) expect(stem.test(w)).toBe(true);
    expect(stem.test('appeared')).toBe(false);
  });

  it('folds stretched words', () => {
    expect(toClauses('I wanna dieeeee', /(?!)/g)).toBe('i wanna die');
  });

  it('catches a typo and an inflection the phrase list does not hold, and keeps the negation', () => {
    expect(detectCrisis('been feeling suicdial all week')).toMatchObject({ category: 'suicide' });
    expect(detectCrisis("i'm not suicdial, just tired")).toBeNull();
  });

  it('every combination names its phrasing class and only uses concepts some lexicon defines', () => {
    const defined = new Set(CONCEPT_LEXICONS.flatMap((l) => Object.keys(l.concepts)));
    for (const combo of [...CONCEPT_COMBOS, ...CONCEPT_LEXICONS.flatMap((l) => l.combos ?? [])]) {
      expect(combo.phrasing.length).toBeGreaterThan(10);
      for (const name of [...combo.all, ...(combo.none ?? [])]) expect(defined, `${combo.phrasing}: ${name}`).toContain(name);
    }
  });

  it('every lexicon entry compiles', () => {
    for (const lexicon of CONCEPT_LEXICONS)
      for (const entries of Object.values(lexicon.concepts)) for (const e of entries) expect(() => new RegExp(patternSource(e.replace(/^~/, '')), 'u')).not.toThrow();
  });
});

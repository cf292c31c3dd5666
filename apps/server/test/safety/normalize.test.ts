import { describe, expect, it } from 'vitest';
import { foldLetters, toClauses } from '../../src/modules/safety/normalize';

const NONE = /(?!)/g;

// Script-aware folding: the same word typed on different keyboards must reach the rules and the
// classifier as the same string.
describe('crisis text normalisation', () => {
  it('Arabic: alef and hamza forms, alef maqsura and ya, ta marbuta, diacritics and tatweel', () => {
    expect(foldLetters('أريد')).toBe(foldLetters('اريد'));
    expect(foldLetters('إنتحار')).toBe(foldLetters('انتحار'));
    expect(foldLetters('آخر')).toBe(foldLetters('اخر'));
    expect(foldLetters('على')).toBe(foldLetters('علي'));
    expect(foldLetters('حياة')).toBe(foldLetters('حياه'));
    expect(foldLetters('مَوْتٌ')).toBe('موت');
    expect(foldLetters('مـــوت')).toBe('موت');
  });

  it('Urdu letters that differ from Arabic fold together (kaf/keheh, ya/farsi ya/bari ye, heh forms)', () => {
    expect(foldLetters('كرنا')).toBe(foldLetters('کرنا'));
    expect(foldLetters('زندگي')).toBe(foldLetters('زندگی'));
    expect(foldLetters('مجھے')).toBe(foldLetters('مجهی'));
    expect(foldLetters('چاہتا')).toBe(foldLetters('چاهتا'));
  });

  it('Arabic-Indic, Urdu and Devanagari digits become ASCII digits', () => {
    expect(foldLetters('٣٠ حبة')).toBe(foldLetters('30 حبه'));
    expect(foldLetters('۲۰ گولیاں')).toMatch(/^20 /);
    expect(foldLetters('३० गोलियां')).toMatch(/^30 /);
  });

  it('Devanagari: nukta and chandrabindu typed either way', () => {
    expect(foldLetters('ज़िंदगी')).toBe(foldLetters('जिंदगी'));
    expect(foldLetters('हूँ')).toBe(foldLetters('हूं'));
  });

  it('traditional Chinese characters fold to the simplified ones the lexicons use', () => {
    expect(foldLetters('我想結束這一切')).toBe('我想结束这一切');
    expect(foldLetters('寫了遺書')).toBe('写了遗书');
    expect(foldLetters('吃了整瓶藥')).toBe('吃了整瓶药');
  });

  it('Latin accents, umlauts, case, width and zero-width characters', () => {
    expect(foldLetters('ÉTÉ Straße')).toBe('ete strasse');
    expect(foldLetters('mü\u200bde')).toBe('mude');
    expect(foldLetters('ＩＭ')).toBe('im');
  });

  it('repeated letters and English chat spelling, without touching other languages\' words', () => {
    expect(toClauses('i wanna dieeeee 2nite, u know', NONE)).toBe('i wanna die tonight\nyou know');
    expect(toClauses('idk why ppl bother', NONE)).toBe('i dont know why people bother');
    // Dutch "wat", Italian "ma", Spanish "ya" are words, not chat spelling.
    expect(toClauses('wat heeft het nog voor zin', NONE)).toBe('wat heeft het nog voor zin');
    expect(toClauses('ma ya', NONE)).toBe('ma ya');
  });
});

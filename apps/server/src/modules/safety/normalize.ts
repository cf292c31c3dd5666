// Text folding shared by the crisis detector and its data, so a pattern written once matches
// "I’M", "i'm", "Im" and "ＩＭ" alike, "é" and "e", and Arabic/Urdu letter variants.

const APOSTROPHES = /['’‘`´ʼ]/g;
// Latin accents and the Devanagari nukta, which people type inconsistently (ज़िंदगी / जिंदगी).
const LATIN_MARKS = /[\u0300-\u036f\u093c]/g;
// Arabic diacritics (tashkeel), superscript alef and tatweel carry no meaning for matching.
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const ARABIC_LETTERS: Record<string, string> = {
  'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا',
  'ى': 'ی', 'ي': 'ی', 'ې': 'ی', 'ے': 'ی',
  'ك': 'ک',
  'ة': 'ه', 'ۃ': 'ه', 'ہ': 'ه', 'ۀ': 'ه', 'ھ': 'ه',
  'ؤ': 'و', 'ئ': 'ی',
};
const ARABIC_VARIANTS = new RegExp(`[${Object.keys(ARABIC_LETTERS).join('')}]`, 'g');

/** Case, width, accents and script variants folded; punctuation untouched (used on patterns too). */
export function foldLetters(input: string): string {
  return input
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_VARIANTS, (ch) => ARABIC_LETTERS[ch] ?? ch)
    .replace(/ß/g, 'ss')
    // Chandrabindu and anusvara are used interchangeably in typed Hindi (हूँ / हूं).
    .replace(/\u0901/g, '\u0902')
    .replace(APOSTROPHES, '');
}

/**
 * A message as lines of words: each clause (split at sentence and comma punctuation and at the
 * given contrast words such as "but") on its own line, words separated by one space. A negation in
 * one clause then never cancels a crisis statement in the next ("I'm not okay, I want to die").
 */
export function toClauses(input: string, clauseBreakWords: RegExp): string {
  return foldLetters(input)
    // The Chinese comma joins the parts of one thought ("没有我，大家会更好"), so it is not a break.
    .replace(/(?<=\p{Script=Han})[,，、](?=\p{Script=Han})/gu, ' ')
    .replace(/[.!?;:,()"“”«»\n\r…。！？；：،؛؟।|]+/g, '\n')
    .replace(clauseBreakWords, '\n')
    .replace(/[^\p{L}\p{M}\p{N}\n]+/gu, ' ')
    // Stretched words ("dieeee", "pleaaase") carry the same meaning as the plain word.
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * A data pattern as a regular expression source: folded like the text it runs on, `{w}` is one word,
 * `{w0-3}` zero to three words, and `_` at the end of a word any word ending (stems, inflections).
 */
export function patternSource(pattern: string): string {
  return foldLetters(pattern)
    .replace(/\{w(\d+)-(\d+)\}/g, '(?:[^ \\n]+ ){$1,$2}')
    .replace(/\{w\}/g, '[^ \\n]+')
    .replace(/_/g, '[\\p{L}\\p{M}]*');
}

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
// Zero-width joiners and marks (common when typing Urdu, Arabic and Hindi on phones).
const ZERO_WIDTH = /[\u200b-\u200f\u2060\ufeff]/g;
// Arabic-Indic (٣), Urdu/Persian (۳) and Devanagari (३) digits as ASCII: "٣٠ حبة" and "30 pills" alike.
const DIGIT_BLOCKS = [0x0660, 0x06f0, 0x0966];
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g;
// Traditional Chinese characters folded to the simplified form the lexicons are written in (only
// the characters crisis and concept words use; a full converter would be a large table for nothing).
const TRADITIONAL =
  '個為義書親褻們會傷準決衝劃別劇醫賣發後場堅備夠頭媽學寧寶對師帶廢開錄總願戲撲擔攢斷舊時殺來極槍橋樓殘毆畢氣沒滿煩燒燙熱現電著碼離積筆紀經結給絕繼續繩維罰脅腦脫藥慮見視覺計讓許論詞話說誰負贅車軌輕過還這遠遺鬱裡裏錢鐵鎖長門閒間聞隊難頂預顆飯餓魚東醜業麼從關寫幾動隻國並強懸懲無機樂樣嗎與滅陽臺處將歲請幫應報證懷療導聽實辦體當點謝壓憂網邊劑鎮靜囑亂嚇罵爺愛夢窮爛瘋緒裝麵買問題傳級陰啟歡痺藉聲罷樹紅紙彈殼';
const SIMPLIFIED =
  '个为义书亲亵们会伤准决冲划别剧医卖发后场坚备够头妈学宁宝对师带废开录总愿戏扑担攒断旧时杀来极枪桥楼残殴毕气没满烦烧烫热现电着码离积笔纪经结给绝继续绳维罚胁脑脱药虑见视觉计让许论词话说谁负赘车轨轻过还这远遗郁里里钱铁锁长门闲间闻队难顶预颗饭饿鱼东丑业么从关写几动只国并强悬惩无机乐样吗与灭阳台处将岁请帮应报证怀疗导听实办体当点谢压忧网边剂镇静嘱乱吓骂爷爱梦穷烂疯绪装面买问题传级阴启欢痹借声罢树红纸弹壳';
const TO_SIMPLIFIED = new Map([...TRADITIONAL].map((ch, i) => [ch, [...SIMPLIFIED][i]!]));
const TRADITIONAL_CHARS = new RegExp(`[${TRADITIONAL}]`, 'gu');

/** Case, width, accents and script variants folded; punctuation untouched (used on patterns too). */
export function foldLetters(input: string): string {
  return input
    .normalize('NFKC')
    .replace(ZERO_WIDTH, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_VARIANTS, (ch) => ARABIC_LETTERS[ch] ?? ch)
    .replace(/ß/g, 'ss')
    .replace(OTHER_DIGITS, (d) => String(d.codePointAt(0)! - DIGIT_BLOCKS.find((b) => d.codePointAt(0)! - b < 10 && d.codePointAt(0)! >= b)!))
    .replace(TRADITIONAL_CHARS, (ch) => TO_SIMPLIFIED.get(ch) ?? ch)
    // Chandrabindu and anusvara are used interchangeably in typed Hindi (हूँ / हूं).
    .replace(/\u0901/g, '\u0902')
    .replace(APOSTROPHES, '');
}

// English chat spelling, expanded so the phrase and concept patterns need only the full forms.
// Only words that are not words of another therapy language ("ya", "ma", "wo", "r" are left alone).
const CHAT_SPELLING: Record<string, string> = {
  u: 'you', ur: 'your', ppl: 'people', pls: 'please', plz: 'please', '2nite': 'tonight', '2night': 'tonight', tonite: 'tonight',
  tmrw: 'tomorrow', tmr: 'tomorrow', tmrrw: 'tomorrow', rn: 'right now', cuz: 'because', coz: 'because', bc: 'because',
  idk: 'i dont know', idc: 'i dont care', dnt: 'dont', abt: 'about', thru: 'through', nd: 'and', yall: 'you all', tht: 'that',
};
const CHAT_WORDS = new RegExp(`(?<![\\p{L}\\p{N}])(?:${Object.keys(CHAT_SPELLING).join('|')})(?![\\p{L}\\p{N}])`, 'gu');

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
    .replace(CHAT_WORDS, (w) => CHAT_SPELLING[w] ?? w)
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

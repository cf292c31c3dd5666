// Reading the user's own words: pick the clause that carries the most feeling, and turn English
// first person into second person so a reflection sounds like listening, not parroting.

const CLAUSE_SPLIT = /[.!?;\n。！？；،؟۔]+|\s+(?:but|because|although|though|so that)\s+|,\s+(?:and|but|so)\s+/i;

const FEELING_HINTS =
  /\b(feel|feeling|felt|sad|angry|anxious|worried|scared|afraid|lonely|alone|tired|exhausted|stressed|overwhelmed|lost|stuck|hurt|guilty|ashamed|hopeless|empty|happy|calm|nervous|upset|frustrated|miss|cry|panic|worthless|fail|failure|hate|love|fear)\b/i;

export interface Clause {
  text: string;
  words: number;
  isQuestion: boolean;
}

export function splitClauses(message: string): Clause[] {
  const pieces = message.split(CLAUSE_SPLIT);
  const questions = message
    .split(/(?<=[?？؟])/)
    .filter((s) => /[?？؟]\s*$/.test(s))
    .map((s) => s.trim());
  return pieces
    .map((p) => p.replace(/^[\s,:\-–—"'«»“”]+|[\s,:\-–—"'«»“”]+$/g, '').trim())
    .filter((p) => p.length > 0)
    .map((text) => ({ text, words: countWords(text), isQuestion: questions.some((q) => q.includes(text)) }));
}

/** Counts words; for scripts without spaces (Chinese) every 2 characters count as a word. */
export function countWords(text: string): number {
  const spaced = text.split(/\s+/).filter(Boolean).length;
  const cjk = (text.match(/[\u3400-\u9fff]/g) ?? []).length;
  return Math.max(spaced, Math.ceil(cjk / 2));
}

function score(c: Clause, extraFeelingWords: readonly string[]): number {
  let s = 0;
  const lower = c.text.toLowerCase();
  if (FEELING_HINTS.test(c.text) || extraFeelingWords.some((w) => lower.includes(w))) s += 3;
  if (c.words >= 3 && c.words <= 18) s += 2;
  if (/^(i|i'm|i've|my|me)\b/i.test(c.text)) s += 1;
  if (c.isQuestion) s -= 2;
  return s;
}

/** The clause of `message` most worth reflecting back, or null when nothing has enough substance. */
export function keyClause(message: string, extraFeelingWords: readonly string[] = []): string | null {
  const clauses = splitClauses(message).filter((c) => c.words >= 3 || /[\u3400-\u9fff]{4,}/.test(c.text));
  if (!clauses.length) return null;
  let best = clauses[0];
  for (const c of clauses) if (score(c, extraFeelingWords) >= score(best, extraFeelingWords)) best = c;
  return best.text;
}

const SWAPS: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  was: 'were',
};

/** "I feel like my boss hates me" -> "you feel like your boss hates you". */
export function toSecondPerson(clause: string): string {
  const out = clause
    .replace(/\bI was\b/g, 'you were')
    .replace(/\b(I'm|Im|I've|I'd|I'll|I|me|my|mine|myself|am)\b/gi, (w) => SWAPS[w.toLowerCase()] ?? w);
  return out.charAt(0).toLowerCase() + out.slice(1);
}

/** Whether the text mostly uses Latin letters (the English pronoun swap only makes sense there). */
export function looksEnglish(text: string): boolean {
  return /\b(i|my|me|the|and|is|feel|am|it|to)\b/i.test(text);
}

/** The first word of `words` that occurs in `text` as a whole word (case-insensitive). */
export function findWord(text: string, words: readonly string[]): string | null {
  const lower = text.toLowerCase();
  for (const w of words) {
    const re = new RegExp(`(^|[^\\p{L}])${w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');
    if (re.test(lower) || (/[\u3400-\u9fff]/.test(w) && lower.includes(w))) return w;
  }
  return null;
}

/** Sentences of a text, trimmed. */
export function sentences(text: string): string[] {
  return (text.match(/[^.!?。！？؟۔\n]+[.!?。！？؟۔]*/g) ?? []).map((s) => s.trim()).filter((s) => s.length > 1);
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

import { foldLetters } from '../normalize';

// Features of the statistical crisis layer: hashed character n-grams (2 to 5, over the folded text,
// so "suicidal"/"suicidel"/"SUICIDAL" and inflections share most of them, and Chinese needs no word
// splitting) plus word unigrams and bigrams, plus a few tokens the caller adds (the rule layer's
// verdict). Hashing keeps the model a fixed-size array: no vocabulary to ship or to keep in sync.

export const CHAR_NGRAM_MIN = 2;
export const CHAR_NGRAM_MAX = 5;

/** FNV-1a, 32 bits: fast, deterministic, good enough spread for feature hashing. */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The text the features are read from: folded letters, punctuation as spaces, stretched letters cut to two. */
export function featureText(input: string): string {
  return foldLetters(input)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .trim();
}

/**
 * The distinct feature hashes of a message (not yet reduced to a bucket). Each family has its own
 * prefix so a word and a character n-gram with the same letters are different features.
 */
export function featureHashes(input: string, extraTokens: string[] = []): { text: number[]; extra: number[] } {
  const text = featureText(input);
  const out = new Set<number>();
  const padded = ` ${text} `;
  const chars = [...padded];
  for (let n = CHAR_NGRAM_MIN; n <= CHAR_NGRAM_MAX; n++)
    for (let i = 0; i + n <= chars.length; i++) {
      const gram = chars.slice(i, i + n).join('');
      if (gram.trim()) out.add(fnv1a(`c${gram}`));
    }
  const words = text ? text.split(' ') : [];
  for (let i = 0; i < words.length; i++) {
    out.add(fnv1a(`w${words[i]}`));
    if (i + 1 < words.length) out.add(fnv1a(`b${words[i]} ${words[i + 1]}`));
  }
  return { text: [...out], extra: [...new Set(extraTokens.map((t) => fnv1a(`x${t}`)))] };
}

/** How much the signal tokens weigh against the n-grams (each block is L2-normalised on its own). */
export const EXTRA_WEIGHT = 2;

export interface SparseVector {
  index: Uint32Array;
  value: Float32Array;
}

/** The sparse vector of a message: n-gram block and signal block, each L2-normalised, then summed per bucket. */
export function toBuckets(hashes: { text: number[]; extra: number[] }, bits: number): SparseVector {
  const mask = (1 << bits) - 1;
  const acc = new Map<number, number>();
  const block = (list: number[], weight: number) => {
    const v = list.length ? weight / Math.sqrt(list.length) : 0;
    for (const h of list) acc.set(h & mask, (acc.get(h & mask) ?? 0) + v);
  };
  block(hashes.text, 1);
  block(hashes.extra, EXTRA_WEIGHT);
  const index = Uint32Array.from(acc.keys()).sort();
  return { index, value: Float32Array.from(index, (i) => acc.get(i)!) };
}

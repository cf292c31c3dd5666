// Length fitting: the spec gives character ranges for every kind of text. A composition is a fixed
// head and tail plus optional padding sentences picked (seeded) until the total lands in range.
import type { Rng } from './rng';

export interface FitInput {
  head: string[];
  tail: string[];
  pads: readonly string[];
  min: number;
  max: number;
  rng: Rng;
  /** ' ' for most languages, '' for Chinese. */
  joiner: string;
  /** Used only if `pads` cannot reach `min` (pads already said recently, kept for last). */
  reserve?: readonly string[];
}

export function joinLength(parts: string[], joiner: string): number {
  return parts.join(joiner).length;
}

/**
 * Adds padding sentences between head and tail: first one that lands the total in range, else the
 * longest that still fits, repeated. With pads shorter than the range's width this always lands.
 */
export function fitToRange({ head, tail, pads, min, max, rng, joiner, reserve = [] }: FitInput): string {
  const middle: string[] = [];
  const available = rng.shuffle(pads.filter((p) => !head.includes(p) && !tail.includes(p)));
  const total = () => joinLength([...head, ...middle, ...tail], joiner);
  let reserveAdded = false;
  const addReserve = () => {
    reserveAdded = true;
    available.push(...rng.shuffle(reserve.filter((p) => !head.includes(p) && !tail.includes(p) && !middle.includes(p) && !available.includes(p))));
  };
  while (total() < min && (available.length || !reserveAdded)) {
    if (!available.length) {
      addReserve();
      continue;
    }
    const len = total();
    const sizeWith = (p: string) => len + joiner.length + p.length;
    const landing = available.findIndex((p) => sizeWith(p) >= min && sizeWith(p) <= max);
    if (landing >= 0) {
      middle.push(available.splice(landing, 1)[0]);
      break;
    }
    // Nothing lands yet: add one of the longest pads that still fit (any of the three longest, so
    // a conversation does not hear the same longest sentence every time).
    const fitting = available.map((p, i) => ({ p, i })).filter(({ p }) => sizeWith(p) <= max);
    if (!fitting.length) {
      if (reserveAdded) break;
      addReserve();
      continue;
    }
    const longest = fitting.sort((a, b) => b.p.length - a.p.length).slice(0, 3);
    const best = longest[Math.floor(rng.next() * longest.length)].i;
    middle.push(available.splice(best, 1)[0]);
  }
  return clampText([...head, ...middle, ...tail].join(joiner), min, max);
}

/** Last resort so a range is never broken: cut at a word boundary, or say so when too short. */
export function clampText(text: string, min: number, max: number): string {
  let out = text.trim();
  if (out.length > max) {
    const cut = out.slice(0, max - 1);
    const space = cut.lastIndexOf(' ');
    out = `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
  }
  while (out.length < min) out = `${out} ${'·'.repeat(Math.min(3, min - out.length))}`.slice(0, max);
  return out;
}

/** Shortens a quoted phrase to at most `max` characters at a word boundary. */
export function shortenPhrase(text: string, max: number): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '');
}

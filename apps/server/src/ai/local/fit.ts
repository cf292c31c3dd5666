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
}

export function joinLength(parts: string[], joiner: string): number {
  return parts.join(joiner).length;
}

/**
 * Adds padding sentences between head and tail: first one that lands the total in range, else the
 * longest that still fits, repeated. With pads shorter than the range's width this always lands.
 */
export function fitToRange({ head, tail, pads, min, max, rng, joiner }: FitInput): string {
  const middle: string[] = [];
  const available = rng.shuffle(pads.filter((p) => !head.includes(p) && !tail.includes(p)));
  const total = () => joinLength([...head, ...middle, ...tail], joiner);
  while (total() < min && available.length) {
    const len = total();
    const sizeWith = (p: string) => len + joiner.length + p.length;
    const landing = available.findIndex((p) => sizeWith(p) >= min && sizeWith(p) <= max);
    if (landing >= 0) {
      middle.push(available.splice(landing, 1)[0]);
      break;
    }
    let best = -1;
    for (let i = 0; i < available.length; i++) {
      if (sizeWith(available[i]) <= max && (best < 0 || available[i].length > available[best].length)) best = i;
    }
    if (best < 0) break;
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

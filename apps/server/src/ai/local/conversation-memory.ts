// What the offline companion remembers of a conversation: which of its own sentences it has
// already said (so replies do not repeat themselves), and what the person said earlier (people,
// names, events) so a later reply can come back to it.
import type { ConversationTurn } from '../gateway';
import { shortenPhrase } from './fit';
import { keyClause, sentences } from './text';

/** Every sentence the assistant has already said in this conversation. */
export function saidBefore(turns: ConversationTurn[]): Set<string> {
  return new Set(turns.filter((t) => t.role === 'assistant').flatMap((t) => sentences(t.content)));
}

/**
 * Padding sentences for this reply: those never said in the conversation; once a long
 * conversation has used them all, those not said in the last few replies (a repeat several turns
 * later reads as natural; the same one every turn did not).
 */
export function freshOnly(candidates: readonly string[], turns: ConversationTurn[], recent = 3, atLeast = 2): string[] {
  const replies = turns.filter((t) => t.role === 'assistant').map((t) => new Set(sentences(t.content)));
  const never = candidates.filter((c) => !replies.some((r) => r.has(c)));
  if (never.length >= atLeast) return never;
  const lately = replies.slice(-recent);
  const notLately = candidates.filter((c) => !lately.some((r) => r.has(c)));
  if (notLately.length) return notLately;
  // Never the sentences of the last two replies; the caller's reserve fills any gap.
  const lastTwo = replies.slice(-2);
  return candidates.filter((c) => !lastTwo.some((r) => r.has(c)));
}

/** Candidates not said in the last `n` replies (the fallback when fresh sentences run short). */
export function notSaidLately(candidates: readonly string[], turns: ConversationTurn[], n = 2): string[] {
  const lately = turns
    .filter((t) => t.role === 'assistant')
    .slice(-n)
    .map((t) => new Set(sentences(t.content)));
  return candidates.filter((c) => !lately.some((r) => r.has(c)));
}

const firstWords = (text: string, n = 3) => text.trim().split(/\s+/).slice(0, n).join(' ').toLowerCase();

/** Templates that would not begin this reply with the same words as the previous one. */
export function notLikeLastOpening(templates: readonly string[], turns: ConversationTurn[]): string[] {
  const last = [...turns].reverse().find((t) => t.role === 'assistant')?.content ?? '';
  if (!last) return [...templates];
  const lastStart = firstWords(last);
  const others = templates.filter((t) => {
    const fixed = (t.includes('{') ? t.slice(0, t.indexOf('{')) : t).trim();
    const words = fixed.split(/\s+/).filter(Boolean).length;
    return words === 0 || !lastStart.startsWith(firstWords(fixed, Math.min(3, words)));
  });
  return others.length ? others : [...templates];
}

const RELATIONS =
  'sister|brother|mum|mom|mother|dad|father|parents|boss|manager|partner|wife|husband|friend|best friend|girlfriend|boyfriend|son|daughter|kids|children|colleague|coworker|teacher|grandma|grandmother|grandpa|grandfather|flatmate|roommate|cat|dog|therapist|doctor|team';
const RELATION_RE = new RegExp(`\\b[Mm]y (${RELATIONS})(?:,? ([A-Z][a-z]{2,}))?\\b`);
const NAME_RE = /\b(?:with|to|and|named|called|about|from) ([A-Z][a-z]{2,})\b/;
const EVENT_RE = /\b(?:my|the|a|an|our) (exam|exams|interview|wedding|funeral|divorce|move|job|new job|presentation|deadline|surgery|diagnosis|breakup|birthday|trip|holiday|promotion|layoff|redundancy|court case|test results)\b/i;
const NOT_NAMES = new Set(['The', 'This', 'That', 'Then', 'When', 'What', 'But', 'And', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'God', 'English']);

export interface Detail {
  /** How the reply names it: "your sister Anna", "Marco", "your interview", or the person's words. */
  text: string;
  /** Already formatted (second person, quoted) rather than a bare name. */
  quoted: boolean;
}

/**
 * Something from an earlier user turn (never the current one) worth coming back to, that no
 * assistant turn has mentioned yet. English: people, names and events; other languages: the
 * clause that carried the most feeling, quoted by the language's own `quote`.
 */
export function earlierDetail(turns: ConversationTurn[], opts: { english: boolean; quote: (words: string) => string }): Detail | null {
  // Each earlier user turn, with what the assistant said afterwards apart from its direct answer
  // (that answer reflected the words back; coming back to them later is what counts).
  const earlier = turns
    .map((turn, index) => ({ turn, index }))
    .filter(({ turn, index }) => turn.role === 'user' && index < turns.length - 1)
    .reverse()
    .map(({ turn, index }) => ({
      turn,
      later: turns
        .slice(index + 2)
        .filter((t) => t.role === 'assistant')
        .map((t) => t.content.toLowerCase())
        .join('\n'),
    }));
  // People, names and events first (from any earlier turn), then the words that carried feeling.
  if (opts.english) {
    for (const { turn, later } of earlier) {
      const fresh = (text: string) => !later.includes(text.toLowerCase());
      const relation = RELATION_RE.exec(turn.content);
      if (relation) {
        const name = relation[2] && !NOT_NAMES.has(relation[2]) ? ` ${relation[2]}` : '';
        if (fresh(name ? name.trim() : relation[1])) return { text: `your ${relation[1].toLowerCase()}${name}`, quoted: false };
      }
      const named = NAME_RE.exec(turn.content);
      if (named && !NOT_NAMES.has(named[1]) && fresh(named[1])) return { text: named[1], quoted: false };
      const event = EVENT_RE.exec(turn.content);
      if (event && fresh(event[1])) return { text: `your ${event[1].toLowerCase()}`, quoted: false };
    }
  }
  for (const { turn, later } of earlier) {
    const clause = keyClause(turn.content);
    if (clause && clause.length <= 120) {
      const quoted = opts.quote(shortenPhrase(clause.replace(/[.!?。！？؟۔]+$/, ''), 60));
      if (!later.includes(quoted.toLowerCase())) return { text: quoted, quoted: true };
    }
  }
  return null;
}

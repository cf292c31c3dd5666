// The offline therapy companion: greeting, replies and summaries composed from the language's
// phrase bank, the user's own words, mood, therapy type and topic. Deterministic for a given seed.
import type { ConversationTurn, TherapyContext } from '../gateway';
import { earlierDetail, freshOnly, notLikeLastOpening, notSaidLately } from './conversation-memory';
import { fitToRange, shortenPhrase } from './fit';
import { bankFor, moodGroup, moodKey, styleKey, topicPhrase, type PhraseBank } from './phrases';
import type { StyleKey } from './phrases/types';
import { createRng, deriveSeed, type Rng } from './rng';
import { countWords, fill, findWord, keyClause, sentences } from './text';

export const LENGTHS = {
  greeting: { min: 180, max: 220 },
  therapyReply: { min: 175, max: 200 },
  summary: { min: 520, max: 1400 },
  chatReply: { min: 300, max: 350 },
} as const;

interface Setting {
  bank: PhraseBank;
  style: StyleKey;
  mood: ReturnType<typeof moodKey>;
  topic: string;
}

function setting(context: TherapyContext): Setting {
  const bank = bankFor(context.language);
  return { bank, style: styleKey(context.therapyType), mood: moodKey(context.mood), topic: topicPhrase(bank, context.topic) };
}

export function composeGreeting(context: TherapyContext, seed: number): string {
  const { bank, style, mood, topic } = setting(context);
  const rng = createRng(deriveSeed(seed, 'greeting'));
  const name = context.firstName?.trim().split(/\s+/)[0]?.slice(0, 30);
  const { max } = LENGTHS.greeting;
  // Long names or topics can overflow the range: try other phrasings, then drop the context line.
  let parts: string[] = [];
  for (let attempt = 0; attempt < 30; attempt++) {
    const opener = fill(rng.pick(name ? bank.greetingsNamed : bank.greetings), { name: name ?? '', topic });
    const contextLine = fill(rng.pick(bank.greetingContext), { mood: bank.moods[mood], style: bank.styles[style] });
    const question = rng.pick(bank.greetingQuestions);
    parts = [opener, contextLine, question];
    if (parts.join(bank.joiner).length <= max) break;
    if (attempt === 29) parts = [opener, question];
  }
  const question = parts.pop() as string;
  return fitToRange({ head: parts, tail: [question], pads: bank.pads, rng, joiner: bank.joiner, ...LENGTHS.greeting });
}

/** A reflection of the user's own words sized to leave room for `reserve` characters. */
export function reflect(bank: PhraseBank, message: string, rng: Rng, room: number, fallback: string[]): string {
  const clause = keyClause(message, bank.feelingWords);
  const template = rng.pick(bank.reflections);
  const budget = Math.min(90, room - (template.length - '{quote}'.length));
  if (!clause || budget < 14) return rng.pick(fallback);
  const words = shortenPhrase(clause.replace(/[.!?。！？]+$/, ''), budget - 2);
  if (countWords(words) < 2) return rng.pick(fallback);
  return fill(template, { quote: bank.quote(words) });
}

/**
 * An open question not asked yet in this conversation; else one not asked in its last three
 * replies, from `candidates` and then from `reserve` (a small list runs out in a long session).
 */
export function freshQuestion(candidates: string[], turns: ConversationTurn[], rng: Rng, reserve: string[] = []): string {
  const recent = turns
    .filter((t) => t.role === 'assistant')
    .slice(-3)
    .map((t) => t.content);
  const never = candidates.filter((q) => !turns.some((t) => t.role === 'assistant' && t.content.includes(q)));
  if (never.length) return rng.pick(never);
  const notRecent = [...candidates, ...reserve].filter((q) => !recent.some((r) => r.includes(q)));
  const own = notRecent.filter((q) => candidates.includes(q));
  return rng.pick(own.length ? own : notRecent.length ? notRecent : candidates);
}

export function composeTherapyReply(context: TherapyContext, turns: ConversationTurn[], seed: number): string {
  const { bank, style, mood, topic } = setting(context);
  const rng = createRng(deriveSeed(seed, `reply:${turns.length}`));
  const lastUser = [...turns].reverse().find((t) => t.role === 'user')?.content ?? '';
  const absolute = findWord(lastUser, bank.absolutes);
  let question: string;
  if (absolute && (style === 'cbt' || style === 'general' || rng.next() < 0.4)) {
    question = fill(rng.pick(bank.absolutePrompts), { word: absolute });
  } else if (rng.next() < 0.3) {
    question = freshQuestion(
      bank.topicQuestions.map((q) => fill(q, { topic })),
      turns,
      rng,
      bank.questions.general,
    );
  } else {
    question = freshQuestion(bank.questions[style], turns, rng, [...bank.questions.general, ...bank.topicQuestions.map((q) => fill(q, { topic }))]);
  }
  const room = LENGTHS.therapyReply.max - question.length - bank.joiner.length;
  const head = [reflect({ ...bank, reflections: notLikeLastOpening(bank.reflections, turns) }, lastUser, rng, room, freshOnly(bank.moodReflections[moodGroup(mood)], turns))];
  // Now and then come back to something the person said earlier, if it still fits the length.
  const detail = rng.next() < 0.5 ? earlierDetail(turns, { english: false, quote: bank.quote }) : null;
  if (detail) {
    const recall = fill(rng.pick(bank.recall), { detail: detail.text });
    if ([...head, recall, question].join(bank.joiner).length <= LENGTHS.therapyReply.max) head.push(recall);
  }
  return fitToRange({ head, tail: [question], pads: freshOnly(bank.pads, turns), reserve: notSaidLately(bank.pads, turns), rng, joiner: bank.joiner, ...LENGTHS.therapyReply });
}

/** The user's most telling sentences, in the order they said them. */
export function telling(turns: ConversationTurn[], bank: PhraseBank, count: number): string[] {
  const said = turns
    .filter((t) => t.role === 'user')
    .flatMap((t, turn) => sentences(t.content).map((s, i) => ({ s, order: turn * 100 + i })));
  const scored = said.map((x) => {
    const lower = x.s.toLowerCase();
    let score = Math.min(countWords(x.s), 20);
    if (keyClause(x.s, bank.feelingWords) === x.s.replace(/[.!?。！？]+$/, '')) score += 5;
    if (bank.feelingWords.some((w) => lower.includes(w)) || /\bfeel|felt|afraid|worr|sad|angry|tired|lonely|stress/i.test(x.s)) score += 10;
    return { ...x, score };
  });
  const seen = new Set<string>();
  return scored
    .filter((x) => countWords(x.s) >= 3 && !seen.has(x.s) && seen.add(x.s))
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .sort((a, b) => a.order - b.order)
    .map((x) => shortenPhrase(x.s.replace(/[.!?。！？]+$/, ''), 140));
}

export function composeSummary(context: TherapyContext, turns: ConversationTurn[], seed: number): string {
  const { bank, style, mood, topic } = setting(context);
  const rng = createRng(deriveSeed(seed, 'summary'));
  const s = bank.summary;
  const head = [fill(rng.pick(s.opening), { mood: bank.moods[mood], topic })];
  const previous = context.previousSummary ? sentences(context.previousSummary)[0] : undefined;
  if (previous) head.push(fill(rng.pick(s.previous), { quote: shortenPhrase(previous.replace(/[.!?。！？]+$/, ''), 120) }));
  const quotes = telling(turns, bank, 3);
  if (!quotes.length) head.push(rng.pick(s.noWords));
  quotes.forEach((q, i) => head.push(fill(i === 0 ? rng.pick(s.said) : s.alsoSaid[(i - 1) % s.alsoSaid.length], { quote: q })));
  head.push(s.focus[style]);
  const tail = [s.nextStep[style], rng.pick(s.closing)];
  // The summary's own "You ..." sentences first; the general pads only when a language runs out.
  const pads = [...s.pads, ...(s.pads.join('').length < 600 ? bank.pads : [])];
  return fitToRange({ head, tail, pads, rng, joiner: bank.joiner, ...LENGTHS.summary });
}

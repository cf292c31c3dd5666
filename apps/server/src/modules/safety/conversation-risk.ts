import type { FastifyInstance } from 'fastify';
import { WEAK_HOPELESS, WEAK_PREPARATORY } from './data/weak-signals';
import { patternSource, toClauses } from './normalize';
import type { OfflineVerdict } from './offline';

// Conversation-level risk: signals too weak to be a crisis alone ("nothing matters", then later
// "I gave my cat away") add up over the last turns of one conversation (chat: per user or visitor;
// therapy: per session). State per conversation is tiny and bounded: the weak-signal scores of the
// last WINDOW turns (newest first), kept RISK_TTL_SECONDS after the last turn. With REDIS_URL it
// lives in Redis (one list per conversation, so every instance sees the same turns), else in this
// process's memory (bounded map). No message text is stored, only numbers.

export const WINDOW = 6;
/** Each older turn counts this much less than the next one. */
export const DECAY = 0.75;
/** The decayed sum over the window that makes the current turn a crisis. */
export const RISK_THRESHOLD = 0.95;
/** The current turn must itself carry a signal: a neutral "hi" after sad turns is not a new alarm. */
export const MIN_TURN_SIGNAL = 0.3;
export const RISK_TTL_SECONDS = 24 * 3600;

const LETTER = '[\\p{L}\\p{M}\\p{N}]';
const compileList = (list: string[]) => new RegExp(`(?<!${LETTER})(?:${list.map(patternSource).join('|')})(?!${LETTER})`, 'u');
const compileUnspaced = (list: string[]) => new RegExp(`(?:${list.filter((w) => /[\p{Script=Han}\p{Script=Arabic}]/u.test(w)).map(patternSource).join('|')})`, 'u');
let lists: { hopeless: RegExp[]; preparatory: RegExp[] } | null = null;

/**
 * How much one turn adds to the conversation's risk, 0 to 1: hopelessness 0.5, a preparatory act
 * (giving things away, goodbyes, letters) 0.6, and the classifier's score above 0.5 on top.
 */
/** Scores below this add nothing to a conversation's risk. */
export const CLASSIFIER_FLOOR = 0.6;

export function weakSignal(text: string, verdict: Pick<OfflineVerdict, 'score'>): number {
  lists ??= {
    hopeless: [compileList(WEAK_HOPELESS), compileUnspaced(WEAK_HOPELESS)],
    preparatory: [compileList(WEAK_PREPARATORY), compileUnspaced(WEAK_PREPARATORY)],
  };
  const folded = toClauses(text, /(?!)/g);
  let w = 0;
  if (lists.hopeless.some((r) => r.test(folded))) w += 0.5;
  if (lists.preparatory.some((r) => r.test(folded))) w += 0.6;
  // The classifier's score counts above CLASSIFIER_FLOOR: an uninformative message sits near the
  // share of crisis messages in training (~0.55 since the class head also scores negatives).
  if (verdict.score !== null && verdict.score > CLASSIFIER_FLOOR) w += verdict.score - CLASSIFIER_FLOOR;
  return Math.min(1, Math.round(w * 1000) / 1000);
}

/** The decayed sum of the window's signals, newest first. */
export function accumulated(signals: number[]): number {
  return signals.slice(0, WINDOW).reduce((sum, w, age) => sum + w * DECAY ** age, 0);
}

/** Whether the turn just added (signals[0]) tips the conversation into a crisis. */
export function conversationCrisis(signals: number[]): boolean {
  const [current = 0] = signals;
  const earlier = signals.slice(1, WINDOW).filter((w) => w > 0).length;
  return current >= MIN_TURN_SIGNAL && earlier >= 1 && accumulated(signals) >= RISK_THRESHOLD;
}

export interface RiskStore {
  /** Adds the turn's signal and returns the window, newest first. */
  push(conversationKey: string, signal: number): Promise<number[]>;
  /** Forgets a conversation (after a crisis has been answered, the count starts again). */
  clear(conversationKey: string): Promise<void>;
}

export function createRiskStore(app: Pick<FastifyInstance, 'redis' | 'clock'>, keyPrefix: string): RiskStore {
  const redis = app.redis;
  if (redis) {
    const key = (k: string) => `${keyPrefix}safety:risk:${k}`;
    return {
      async push(conversationKey, signal) {
        // One round trip, atomic per conversation: parallel turns each land in the list.
        const res = await redis.multi().lpush(key(conversationKey), String(signal)).ltrim(key(conversationKey), 0, WINDOW - 1).expire(key(conversationKey), RISK_TTL_SECONDS).lrange(key(conversationKey), 0, WINDOW - 1).exec();
        const list = (res?.[3]?.[1] ?? []) as string[];
        return list.map(Number);
      },
      async clear(conversationKey) {
        await redis.del(key(conversationKey));
      },
    };
  }
  const memory = new Map<string, { signals: number[]; at: number }>();
  return {
    async push(conversationKey, signal) {
      const now = app.clock.now().getTime();
      const prev = memory.get(conversationKey);
      const signals = [signal, ...(prev && now - prev.at < RISK_TTL_SECONDS * 1000 ? prev.signals : [])].slice(0, WINDOW);
      memory.delete(conversationKey);
      // Bounded: the oldest conversation goes first.
      if (memory.size >= 50_000) memory.delete(memory.keys().next().value!);
      memory.set(conversationKey, { signals, at: now });
      return signals;
    },
    async clear(conversationKey) {
      memory.delete(conversationKey);
    },
  };
}

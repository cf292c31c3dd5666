// The second, model-based crisis check: the provider's moderation endpoint through the official SDK.
// It only runs when the rule-based detector found nothing (a rule hit never waits for it), and it
// can only add a crisis, never remove one. Many OpenAI-compatible servers (Ollama, vLLM, llama.cpp)
// have no /moderations endpoint: any error or time-out falls back to the rule-based result.
import OpenAI from 'openai';
import type { Config } from '../../config';
import type { CrisisCategory } from './safety-types';

export const MODERATION_MODEL = 'omni-moderation-latest';
// Short: this sits in front of every user turn, and the rules have already run.
export const MODERATION_TIMEOUT_MS = 2500;

// Moderation categories that mean a person may be in danger, most severe first.
const CRISIS_CATEGORIES: [string, CrisisCategory][] = [
  ['self-harm/intent', 'suicide'],
  ['self-harm/instructions', 'self_harm'],
  ['self-harm', 'self_harm'],
  ['violence', 'harm_to_others'],
];

export interface ModerationLog {
  warn(obj: object, msg: string): void;
}

/** Returns the crisis category the model flags, or null (also on any failure). */
export type ModerationCheck = (text: string) => Promise<CrisisCategory | null>;

export function createModerationCheck(
  config: Pick<Config, 'aiModeration' | 'AI_BASE_URL' | 'AI_API_KEY'> & { AI_TIMEOUT_MS?: number },
  log: ModerationLog,
  opts: { timeoutMs?: number } = {},
): ModerationCheck | null {
  if (!config.aiModeration) return null;
  const client = new OpenAI({ baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY ?? 'not-needed', maxRetries: 0, timeout: opts.timeoutMs ?? Math.min(MODERATION_TIMEOUT_MS, config.AI_TIMEOUT_MS ?? MODERATION_TIMEOUT_MS) });
  let missing = false; // the server has no moderation endpoint: stop asking
  let warned = false;

  return async (text) => {
    if (missing || !text.trim()) return null;
    try {
      const res = await client.moderations.create({ model: MODERATION_MODEL, input: text });
      const categories = (res.results[0]?.categories ?? {}) as unknown as Record<string, boolean | undefined>;
      return CRISIS_CATEGORIES.find(([name]) => categories[name])?.[1] ?? null;
    } catch (err) {
      const status = err instanceof OpenAI.APIError ? err.status : undefined;
      if (status === 404 || status === 405 || status === 501) missing = true;
      if (!warned) {
        warned = true;
        log.warn({ status, err: (err as Error).message }, 'AI moderation unavailable; the rule-based crisis check continues alone (logged once)');
      }
      return null;
    }
  };
}

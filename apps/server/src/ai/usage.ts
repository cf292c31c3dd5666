// One ai_usage row per provider call: who, what feature, which model, tokens, latency, outcome.
// Never any text.
import type { FastifyInstance } from 'fastify';
import { aiUsage } from '../db/schema';
import type { AiCaller } from './gateway';
import { AiError } from './gateway';
import type { AiFeature } from './provider';

export type UsageOutcome = 'ok' | 'timeout' | 'provider_error' | 'invalid_output' | 'unavailable' | 'aborted' | 'replaced';

export interface UsageRecord {
  caller: AiCaller;
  feature: AiFeature;
  model: string;
  tokensIn?: number;
  tokensOut?: number;
  latencyMs: number;
  outcome: UsageOutcome;
}

export function outcomeOf(err: unknown): UsageOutcome {
  if (!(err instanceof AiError)) return 'provider_error';
  switch (err.code) {
    case 'timeout':
      return 'timeout';
    case 'invalid_output':
    case 'no_valid_output':
      return 'invalid_output';
    case 'stt_unavailable':
    case 'tts_unavailable':
      return 'unavailable';
    default:
      return 'provider_error';
  }
}

export async function recordUsage(app: FastifyInstance, r: UsageRecord): Promise<void> {
  try {
    await app.db.insert(aiUsage).values({
      userId: r.caller.userId ?? null,
      visitorId: r.caller.userId ? null : (r.caller.visitorId ?? null),
      feature: r.feature,
      model: r.model,
      tokensIn: Math.round(r.tokensIn ?? 0),
      tokensOut: Math.round(r.tokensOut ?? 0),
      latencyMs: Math.round(r.latencyMs),
      outcome: r.outcome,
    });
  } catch (err) {
    // Accounting must never break the feature itself.
    app.log.warn({ err: (err as Error).message, feature: r.feature }, 'could not record ai usage');
  }
}

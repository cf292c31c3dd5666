import { randomUUID } from 'node:crypto';
import { FREE_CHAT_CAP } from '@haven/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { QuotaService, TrialFeature, TrialResult } from './quota-types';
import { createMemoryTrialStore, createRedisTrialStore } from './trial-store';

export const VISITOR_COOKIE = 'haven_visitor';
export const VISITOR_TRIAL_LIMITS: Record<TrialFeature, number> = { chat: FREE_CHAT_CAP, therapy: 1, meditation: 1, affirmation: 1 };

const VISITOR_TTL_SECONDS = 365 * 24 * 3600;
// An IP is often shared (home, office, mobile carrier), so its count lapses after a day; the
// cookie's count is the one that lasts.
const IP_TTL_SECONDS = 24 * 3600;
const VISITOR_ID = /^[0-9a-f-]{36}$/;

export function createQuotaService(app: FastifyInstance): QuotaService {
  const store = app.redis ? createRedisTrialStore(app.redis) : createMemoryTrialStore(() => app.clock.now().getTime());
  const prefix = `${app.config.REDIS_KEY_PREFIX}trial:`;
  const ids = new WeakMap<FastifyRequest, string>();

  function visitorId(request: FastifyRequest, reply: FastifyReply): string {
    const known = ids.get(request);
    if (known) return known;
    const raw = request.cookies?.[VISITOR_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    let id = unsigned?.valid && unsigned.value && VISITOR_ID.test(unsigned.value) ? unsigned.value : null;
    if (!id) {
      // Missing, forged or tampered: a fresh id. The IP count still applies, so this resets nothing.
      id = randomUUID();
      reply.setCookie(VISITOR_COOKIE, id, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: app.config.isProduction,
        maxAge: VISITOR_TTL_SECONDS,
      });
    }
    ids.set(request, id);
    return id;
  }

  const keysFor = (request: FastifyRequest, reply: FastifyReply, feature: TrialFeature) => [
    { key: `${prefix}v:${visitorId(request, reply)}:${feature}`, ttlSeconds: VISITOR_TTL_SECONDS },
    { key: `${prefix}ip:${request.ip}:${feature}`, ttlSeconds: IP_TTL_SECONDS },
  ];

  return {
    visitorId,
    async consumeVisitorTrial(request, reply, feature): Promise<TrialResult> {
      const limit = VISITOR_TRIAL_LIMITS[feature];
      const { allowed, used } = await store.consume(keysFor(request, reply, feature), limit);
      return { allowed, used: Math.min(used, limit), limit };
    },
    async peekVisitorTrial(request, reply, feature): Promise<TrialResult> {
      const limit = VISITOR_TRIAL_LIMITS[feature];
      const used = await store.peek(keysFor(request, reply, feature).map((k) => k.key));
      return { allowed: used < limit, used: Math.min(used, limit), limit };
    },
  };
}

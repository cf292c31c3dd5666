import { randomUUID } from 'node:crypto';
import { FREE_CHAT_CAP } from '@haven/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { QuotaService, TrialFeature, TrialResult } from './quota-types';
import { createMemoryTrialStore, createRedisTrialStore } from './trial-store';

export const VISITOR_COOKIE = 'haven_visitor';
export const VISITOR_TRIAL_LIMITS: Record<TrialFeature, number> = { chat: FREE_CHAT_CAP, therapy: 1, meditation: 1, affirmation: 1 };

/**
 * Trials are keyed by the signed visitor cookie: one browser, one trial. An IP is often shared
 * (home, office, school, mobile carrier NAT), so it must not lock out a new browser: the IP only
 * carries a generous daily abuse ceiling (many browsers' worth of trials) against cookie clearing
 * in a loop. See docs/decisions/018-honest-edges.md.
 */
export const VISITOR_IP_CEILINGS: Record<TrialFeature, number> = { chat: FREE_CHAT_CAP * 20, therapy: 20, meditation: 20, affirmation: 20 };

const VISITOR_TTL_SECONDS = 365 * 24 * 3600;
// The IP ceiling lapses after a day; the cookie's count is the one that lasts.
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

  // The visitor's own key first: its count is the `used` a caller reports.
  const keysFor = (request: FastifyRequest, reply: FastifyReply, feature: TrialFeature) => [
    { key: `${prefix}v:${visitorId(request, reply)}:${feature}`, ttlSeconds: VISITOR_TTL_SECONDS, limit: VISITOR_TRIAL_LIMITS[feature] },
    { key: `${prefix}ip:${request.ip}:${feature}`, ttlSeconds: IP_TTL_SECONDS, limit: VISITOR_IP_CEILINGS[feature] },
  ];

  return {
    visitorId,
    async consumeVisitorTrial(request, reply, feature): Promise<TrialResult> {
      const limit = VISITOR_TRIAL_LIMITS[feature];
      const { allowed, used } = await store.consume(keysFor(request, reply, feature));
      // Refused by the IP ceiling: report the trial as used up, whatever this browser's own count.
      return { allowed, used: allowed ? Math.min(used, limit) : limit, limit };
    },
    async peekVisitorTrial(request, reply, feature): Promise<TrialResult> {
      const limit = VISITOR_TRIAL_LIMITS[feature];
      const keys = keysFor(request, reply, feature);
      const counts = await store.peek(keys.map((k) => k.key));
      const allowed = keys.every((k, i) => counts[i]! < k.limit);
      return { allowed, used: allowed ? Math.min(counts[0]!, limit) : limit, limit };
    },
  };
}

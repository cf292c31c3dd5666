// Visitor trials (spec 6; DESIGN.md 7): one trial of each feature, tracked by a signed
// `haven_visitor` cookie and per IP, in Redis when REDIS_URL is set so limits hold across
// processes. Logged-in users' limits come from the database and are enforced by each feature.
//
//   if (!request.auth) {
//     const trial = await app.quotas.consumeVisitorTrial(request, reply, 'meditation'); // counts cookie AND IP atomically
//     if (!trial.allowed) throw new HttpError(402, ..., { redirect: '/pricing' });
//   }
//
// Call consume only after the safety screen passed (a crisis turn spends nothing) and before the
// model call. Limits per visitor cookie: chat 5 (FREE_CHAT_CAP), therapy/meditation/affirmation 1,
// lasting a year. The IP only carries a generous daily abuse ceiling (VISITOR_IP_CEILINGS), so a
// new browser behind a shared IP gets its own trial. A missing or tampered cookie gets a fresh id.
// Keys: `${REDIS_KEY_PREFIX}trial:v:<id>:<feature>` and `...trial:ip:<ip>:<feature>`.
import type { FastifyReply, FastifyRequest } from 'fastify';

export type TrialFeature = 'chat' | 'therapy' | 'meditation' | 'affirmation';

export interface TrialResult {
  allowed: boolean;
  used: number;
  limit: number;
}

export interface QuotaService {
  /** The caller's visitor id from the signed cookie, set on the reply when missing. */
  visitorId(request: FastifyRequest, reply: FastifyReply): string;
  /** Counts one use if the cookie is under its limit (chat 5, others 1) and the IP under its ceiling. */
  consumeVisitorTrial(request: FastifyRequest, reply: FastifyReply, feature: TrialFeature): Promise<TrialResult>;
  /** Current use without counting. */
  peekVisitorTrial(request: FastifyRequest, reply: FastifyReply, feature: TrialFeature): Promise<TrialResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    quotas: QuotaService;
  }
}

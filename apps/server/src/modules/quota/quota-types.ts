// Visitor trials (spec 6; DESIGN.md 7): one trial of each feature, tracked by a signed
// `haven_visitor` cookie and per IP, in Redis when REDIS_URL is set so limits hold across
// processes. Logged-in users' limits come from the database and are enforced by each feature.
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
  /** Counts one use if under the limit (chat 5, others 1) for both the cookie and the IP. */
  consumeVisitorTrial(request: FastifyRequest, reply: FastifyReply, feature: TrialFeature): Promise<TrialResult>;
  /** Current use without counting. */
  peekVisitorTrial(request: FastifyRequest, reply: FastifyReply, feature: TrialFeature): Promise<TrialResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    quotas: QuotaService;
  }
}

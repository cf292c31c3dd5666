import type { FastifyInstance, FastifyRequest } from 'fastify';

interface Window {
  max: number;
  timeWindow: number;
}

/** Route `config.rateLimit` keyed by client IP. */
export function perIp(name: string, w: Window) {
  return { max: w.max, timeWindow: w.timeWindow, keyGenerator: (req: FastifyRequest) => `${name}:ip:${req.ip}` };
}

/**
 * A preHandler limiting by the e-mail in the body (lower-cased), so one address cannot be
 * hammered from many IPs. Runs after validation, when the body is parsed.
 */
export function perEmail(app: FastifyInstance, name: string, w: Window) {
  return app.rateLimit({
    max: w.max,
    timeWindow: w.timeWindow,
    keyGenerator: (req) => `${name}:email:${String((req.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase()}`,
  });
}

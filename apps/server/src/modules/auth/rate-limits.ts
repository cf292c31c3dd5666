import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';

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
 * hammered from many IPs. Runs after validation, when the body is parsed. (The plugin's own
 * `rateLimit` handler would be skipped after the route's per-IP limit ran, hence createRateLimit.)
 */
export function perEmail(app: FastifyInstance, name: string, w: Window) {
  const check = app.createRateLimit({
    max: w.max,
    timeWindow: w.timeWindow,
    keyGenerator: (req) => `${name}:email:${String((req.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase()}`,
  });
  return async (req: FastifyRequest) => {
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, `Too many attempts. Please wait ${Math.max(1, result.ttlInSeconds)} seconds and try again.`);
  };
}

/**
 * A preHandler limiting by the (IP, e-mail) pair: one IP guessing one account is stopped, while
 * the owner signing in from anywhere else is not affected.
 */
export function perIpAndEmail(app: FastifyInstance, name: string, w: Window) {
  const check = app.createRateLimit({
    max: w.max,
    timeWindow: w.timeWindow,
    keyGenerator: (req) => `${name}:ip-email:${req.ip}:${String((req.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase()}`,
  });
  return async (req: FastifyRequest) => {
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, `Too many attempts. Please wait ${Math.max(1, result.ttlInSeconds)} seconds and try again.`);
  };
}

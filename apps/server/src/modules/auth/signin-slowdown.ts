import { createHash } from 'node:crypto';
import { AUTH_RATE_LIMITS } from '@haven/core';
import type { FastifyInstance } from 'fastify';

const { freeFailures, stepMs, maxDelayMs, timeWindow } = AUTH_RATE_LIMITS.signinSlowdown;

/**
 * Failed sign-ins per e-mail across all IPs. They never block (that would let anyone lock the
 * owner out); past `freeFailures` in the window each further attempt for that address waits a
 * little longer, which makes spreading a guessing attack over many IPs slow while the owner still
 * gets in. Shared through Redis when configured, so every instance sees the same count.
 */
interface FailureStore {
  count(key: string): Promise<number>;
  add(key: string): Promise<void>;
}

// Keyed by the app's config object: the same for the root instance and its plugin contexts.
const memoryStores = new WeakMap<object, Map<string, { n: number; until: number }>>();

function storeFor(app: FastifyInstance): FailureStore {
  const redis = app.redis;
  if (redis) {
    const k = (key: string) => `${app.config.REDIS_KEY_PREFIX}signin-fail:${key}`;
    return {
      count: async (key) => Number((await redis.get(k(key))) ?? 0),
      add: async (key) => {
        const n = await redis.incr(k(key));
        if (n === 1) await redis.pexpire(k(key), timeWindow);
      },
    };
  }
  let map = memoryStores.get(app.config);
  if (!map) memoryStores.set(app.config, (map = new Map()));
  const m = map;
  const live = (key: string) => {
    const e = m.get(key);
    if (e && e.until <= Date.now()) m.delete(key);
    return m.get(key);
  };
  return {
    count: async (key) => live(key)?.n ?? 0,
    add: async (key) => {
      const e = live(key);
      if (e) e.n++;
      else m.set(key, { n: 1, until: Date.now() + timeWindow });
    },
  };
}

// The address is hashed: the store (Redis) never holds e-mails.
const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

export function slowdownDelayMs(failures: number): number {
  return failures <= freeFailures ? 0 : Math.min((failures - freeFailures) * stepMs, maxDelayMs);
}

/** Waits as long as the address's recent failures ask for (usually not at all). */
export async function waitForSignin(app: FastifyInstance, email: string): Promise<void> {
  const delay = slowdownDelayMs(await storeFor(app).count(keyOf(email)).catch(() => 0));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

export async function recordSigninFailure(app: FastifyInstance, email: string): Promise<void> {
  await storeFor(app).add(keyOf(email)).catch((err: unknown) => app.log.warn({ err }, 'recording a failed sign-in failed'));
}

export async function signinFailures(app: FastifyInstance, email: string): Promise<number> {
  return storeFor(app).count(keyOf(email));
}

import type { Redis } from 'ioredis';

export interface TrialKey {
  key: string;
  ttlSeconds: number;
  /** The most uses this key may count (the visitor's trial, or the IP's abuse ceiling). */
  limit: number;
}

/**
 * Counts visitor trials. `consume` checks every key against its own limit and counts on all of
 * them only when none is at its limit, atomically, so two concurrent requests cannot both take the
 * last trial. `used` is the first key's count (the visitor's own); `peek` returns every key's count.
 */
export interface TrialStore {
  consume(keys: TrialKey[]): Promise<{ allowed: boolean; used: number }>;
  peek(keys: string[]): Promise<number[]>;
}

export function createMemoryTrialStore(now: () => number): TrialStore {
  const counts = new Map<string, { count: number; expiresAt: number }>();
  const read = (key: string) => {
    const entry = counts.get(key);
    if (!entry) return 0;
    if (entry.expiresAt <= now()) {
      counts.delete(key);
      return 0;
    }
    return entry.count;
  };
  return {
    async consume(keys) {
      const used = read(keys[0]!.key);
      if (keys.some((k) => read(k.key) >= k.limit)) return { allowed: false, used };
      for (const { key, ttlSeconds } of keys) {
        const count = read(key) + 1;
        counts.set(key, { count, expiresAt: counts.get(key)?.expiresAt ?? now() + ttlSeconds * 1000 });
      }
      if (counts.size > 200_000) counts.delete(counts.keys().next().value!);
      return { allowed: true, used: used + 1 };
    },
    async peek(keys) {
      return keys.map(read);
    },
  };
}

// KEYS: the counters; ARGV: each key's limit then TTL in seconds (pairs). Returns {allowed, used}
// where used is the first key's count.
const CONSUME_SCRIPT = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
for i, key in ipairs(KEYS) do
  local v = tonumber(redis.call('GET', key) or '0')
  if v >= tonumber(ARGV[2 * i - 1]) then return {0, used} end
end
for i, key in ipairs(KEYS) do
  local v = redis.call('INCR', key)
  if v == 1 then redis.call('EXPIRE', key, tonumber(ARGV[2 * i])) end
end
return {1, used + 1}
`;

export function createRedisTrialStore(redis: Redis): TrialStore {
  return {
    async consume(keys) {
      const [allowed, used] = (await redis.eval(CONSUME_SCRIPT, keys.length, ...keys.map((k) => k.key), ...keys.flatMap((k) => [k.limit, k.ttlSeconds]))) as [number, number];
      return { allowed: allowed === 1, used };
    },
    async peek(keys) {
      const values = await redis.mget(...keys);
      return values.map((v) => Number(v ?? 0));
    },
  };
}

import type { Redis } from 'ioredis';

/**
 * Counts visitor trials. `consume` checks every key against the limit and counts on all of them
 * only when none is at the limit, atomically, so two concurrent requests cannot both take the
 * last trial and a dropped cookie cannot escape the IP count.
 */
export interface TrialStore {
  consume(keys: { key: string; ttlSeconds: number }[], limit: number): Promise<{ allowed: boolean; used: number }>;
  peek(keys: string[]): Promise<number>;
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
    async consume(keys, limit) {
      const used = Math.max(...keys.map((k) => read(k.key)));
      if (used >= limit) return { allowed: false, used };
      for (const { key, ttlSeconds } of keys) {
        const count = read(key) + 1;
        counts.set(key, { count, expiresAt: counts.get(key)?.expiresAt ?? now() + ttlSeconds * 1000 });
      }
      if (counts.size > 200_000) counts.delete(counts.keys().next().value!);
      return { allowed: true, used: used + 1 };
    },
    async peek(keys) {
      return Math.max(0, ...keys.map(read));
    },
  };
}

// KEYS: the counters; ARGV[1]: limit; ARGV[2..]: each key's TTL in seconds. Returns {allowed, used}.
const CONSUME_SCRIPT = `
local used = 0
for i, key in ipairs(KEYS) do
  local v = tonumber(redis.call('GET', key) or '0')
  if v > used then used = v end
end
if used >= tonumber(ARGV[1]) then return {0, used} end
for i, key in ipairs(KEYS) do
  local v = redis.call('INCR', key)
  if v == 1 then redis.call('EXPIRE', key, tonumber(ARGV[i + 1])) end
end
return {1, used + 1}
`;

export function createRedisTrialStore(redis: Redis): TrialStore {
  return {
    async consume(keys, limit) {
      const [allowed, used] = (await redis.eval(CONSUME_SCRIPT, keys.length, ...keys.map((k) => k.key), limit, ...keys.map((k) => k.ttlSeconds))) as [number, number];
      return { allowed: allowed === 1, used };
    },
    async peek(keys) {
      const values = await redis.mget(...keys);
      return Math.max(0, ...values.map((v) => Number(v ?? 0)));
    },
  };
}

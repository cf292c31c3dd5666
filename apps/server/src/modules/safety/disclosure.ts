import { AI_DISCLOSURE_AFTER_AWAY_MS, AI_DISCLOSURE_REPEAT_MS } from '@haven/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';

interface Seen {
  disclosedAt: number | null;
  lastActivityAt: number | null;
}

/** Where a visitor's disclosure times live: Redis when configured (several processes), else memory. */
interface VisitorSeenStore {
  get(visitorId: string): Promise<Seen>;
  set(visitorId: string, seen: Seen): Promise<void>;
}

const VISITOR_TTL_SECONDS = 30 * 24 * 3600;

export function createVisitorSeenStore(app: FastifyInstance, keyPrefix: string): VisitorSeenStore {
  const redis = app.redis;
  if (redis) {
    return {
      async get(id) {
        const raw = await redis.get(`${keyPrefix}disclosure:${id}`);
        return raw ? (JSON.parse(raw) as Seen) : { disclosedAt: null, lastActivityAt: null };
      },
      async set(id, seen) {
        await redis.set(`${keyPrefix}disclosure:${id}`, JSON.stringify(seen), 'EX', VISITOR_TTL_SECONDS);
      },
    };
  }
  const memory = new Map<string, Seen>();
  return {
    async get(id) {
      return memory.get(id) ?? { disclosedAt: null, lastActivityAt: null };
    },
    async set(id, seen) {
      // Bounded so a flood of cookie-less requests cannot grow memory without end.
      if (memory.size > 50_000) memory.delete(memory.keys().next().value!);
      memory.set(id, seen);
    },
  };
}

export interface DisclosureInput {
  userId?: string;
  visitorId?: string;
  sessionStartedAt?: Date;
  sessionDisclosedAt?: Date | null;
}

/**
 * Due on first use, after 7 days away, and every 3 hours: within a session counted from the
 * session's last showing (or its start), otherwise from the person's last showing.
 * Records the showing and the activity.
 */
export async function disclosureDue(app: FastifyInstance, store: VisitorSeenStore, input: DisclosureInput): Promise<boolean> {
  const now = app.clock.now().getTime();
  let seen: Seen;
  if (input.userId) {
    const [row] = await app.db.select({ disclosedAt: users.disclosedAt, lastAiActivityAt: users.lastAiActivityAt }).from(users).where(eq(users.id, input.userId)).limit(1);
    seen = { disclosedAt: row?.disclosedAt?.getTime() ?? null, lastActivityAt: row?.lastAiActivityAt?.getTime() ?? null };
  } else if (input.visitorId) {
    seen = await store.get(input.visitorId);
  } else {
    return true;
  }

  const firstUse = seen.disclosedAt === null;
  const cameBack = seen.lastActivityAt === null || now - seen.lastActivityAt >= AI_DISCLOSURE_AFTER_AWAY_MS;
  const lastShownInConversation = input.sessionStartedAt
    ? (input.sessionDisclosedAt ?? input.sessionStartedAt).getTime()
    : (seen.disclosedAt ?? now);
  const longConversation = now - lastShownInConversation >= AI_DISCLOSURE_REPEAT_MS;
  const due = firstUse || cameBack || longConversation;

  const next: Seen = { disclosedAt: due ? now : seen.disclosedAt, lastActivityAt: now };
  if (input.userId) {
    await app.db
      .update(users)
      .set({ lastAiActivityAt: new Date(now), ...(due ? { disclosedAt: new Date(now) } : {}) })
      .where(eq(users.id, input.userId));
  } else if (input.visitorId) {
    await store.set(input.visitorId, next);
  }
  return due;
}

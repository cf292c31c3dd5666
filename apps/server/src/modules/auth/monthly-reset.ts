import { isPaidSubType, sessionsForSubType, yearMonth } from '@haven/core';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';

export interface ResetInput {
  subType: string;
  totalSessions: number;
  lastResetMonth: string | null;
}
export type ResetDecision = { kind: 'none' } | { kind: 'mark'; month: string } | { kind: 'reset'; month: string; totalSessions: number };

/**
 * Spec 4 (profile page), decided by the server: once per calendar month a paid plan's remaining
 * sessions go back to the plan allowance; the free plan never resets. A user with no marker yet
 * (just signed up or just bought) only gets the marker, so a fresh purchase is never overwritten.
 */
export function monthlyResetDecision(user: ResetInput, now: Date): ResetDecision {
  const month = yearMonth(now);
  if (user.lastResetMonth === month) return { kind: 'none' };
  if (user.lastResetMonth === null || !isPaidSubType(user.subType)) return { kind: 'mark', month };
  return { kind: 'reset', month, totalSessions: sessionsForSubType(user.subType) };
}

/** Applies the decision once: the update is conditional on the marker, so concurrent reads reset once. */
export async function applyMonthlyReset(app: FastifyInstance, userId: string): Promise<void> {
  const [user] = await app.db
    .select({ subType: users.subType, totalSessions: users.totalSessions, lastResetMonth: users.lastResetMonth })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return;
  const decision = monthlyResetDecision(user, app.clock.now());
  if (decision.kind === 'none') return;
  const notYet = or(isNull(users.lastResetMonth), ne(users.lastResetMonth, decision.month));
  const set = decision.kind === 'reset' ? { lastResetMonth: decision.month, totalSessions: decision.totalSessions, updatedAt: app.clock.now() } : { lastResetMonth: decision.month };
  await app.db.update(users).set(set).where(and(eq(users.id, userId), notYet));
}

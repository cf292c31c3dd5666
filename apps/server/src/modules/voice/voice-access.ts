// Who may use voice mode, and on which session. Entitlements come from the database, never from
// what the browser says about itself.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SESSION_TIME_OVER, THERAPY_GRACE_SECONDS, isPaidSubType } from '@haven/core';
import { therapySessions, users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

export const VOICE_PREMIUM_ONLY = 'Voice mode is for premium members.';
export const VOICE_SESSION_NOT_FOUND = 'Therapy session not found.';
export const VOICE_SESSION_NOT_YOURS = 'You can only use your own therapy session.';
export const VOICE_SESSION_ENDED = 'This therapy session has already ended.';

/** 403 unless the caller is a paying member (isPremium with a paid plan). */
export async function assertPremium(app: FastifyInstance, userId: string): Promise<void> {
  const [user] = await app.db.select({ isPremium: users.isPremium, subType: users.subType }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !user.isPremium || !isPaidSubType(user.subType)) throw new HttpError(403, VOICE_PREMIUM_ONLY, { redirect: '/pricing' });
}

/**
 * The caller's own session, still open and within its time limit by the server's clock (with the
 * same grace the therapy messages endpoint allows), else 404/403/409.
 */
export async function activeSessionOf(app: FastifyInstance, userId: string, sessionId: string) {
  const [session] = await app.db.select().from(therapySessions).where(eq(therapySessions.id, sessionId)).limit(1);
  if (!session) throw new HttpError(404, VOICE_SESSION_NOT_FOUND);
  if (session.userId !== userId) throw new HttpError(403, VOICE_SESSION_NOT_YOURS);
  if (session.endedAt) throw new HttpError(409, VOICE_SESSION_ENDED);
  const deadline = session.startedAt.getTime() + (session.limitSeconds + THERAPY_GRACE_SECONDS) * 1000;
  if (app.clock.now().getTime() > deadline) throw new HttpError(409, SESSION_TIME_OVER);
  return session;
}

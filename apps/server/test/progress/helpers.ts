import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authSessions } from '../../src/db/schema';
import { createTestUser, type TestUserOptions } from '../support/test-app';

export const DAY = 86_400_000;
let ip = 0;
/** A fresh client address per request, so the per-IP limits of other routes never interfere. */
export const nextIp = () => `10.16.${Math.floor(++ip / 250) % 250}.${ip % 250}`;

/** A test user whose session outlives the tests' clock moves (createTestUser's lasts one day). */
export async function progressUser(app: FastifyInstance, opts: TestUserOptions = {}) {
  const u = await createTestUser(app, opts);
  await app.db.update(authSessions).set({ expiresAt: new Date(app.clock.now().getTime() + 400 * DAY) }).where(eq(authSessions.userId, u.user.id));
  await app.sessionChanges.barrier(); // reaches the session cache by notification
  return u;
}

type User = Awaited<ReturnType<typeof progressUser>>;

export function api(app: FastifyInstance, u: User) {
  const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/progress/${u.user.id}${path}`, headers: u.headers, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
  return {
    checkin: (body: object) => call('POST', '/checkins', body),
    checkins: (query = '') => call('GET', `/checkins${query}`),
    questionnaire: (body: object) => call('POST', '/questionnaires', body),
    questionnaires: (query = '') => call('GET', `/questionnaires${query}`),
    summary: (query = '') => call('GET', `/summary${query}`),
    play: (seconds: number) => call('POST', '/meditation-plays', { seconds }),
  };
}

export const therapyStart = { mood: 'stressed', therapyType: 'CBT Therapy', topic: 'Work stress', language: 'English' };

export async function startSession(app: FastifyInstance, u: User): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers: u.headers, payload: therapyStart, remoteAddress: nextIp() });
  if (res.statusCode !== 200) throw new Error(`could not start a session: ${res.statusCode} ${res.body}`);
  return res.json().sessionId;
}

export async function endSession(app: FastifyInstance, u: User, sessionId: string, summarize = false) {
  const res = await app.inject({ method: 'POST', url: `/api/v1/therapy/sessions/${sessionId}/end`, headers: u.headers, payload: { summarize }, remoteAddress: nextIp() });
  if (res.statusCode !== 200) throw new Error(`could not end the session: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const phq9 = (answers: number[]) => ({ kind: 'phq9', answers });
export const gad7 = (answers: number[]) => ({ kind: 'gad7', answers });

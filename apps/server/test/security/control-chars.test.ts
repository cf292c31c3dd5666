import { sql } from 'drizzle-orm';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARS_MESSAGE } from '@haven/core';
import { therapySessions, users } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

// Hardening II, point 4: a NUL (or another control character) in any string field of any route is
// refused with a 400 naming the field, before anything is written. Each route is called with a
// body that is otherwise valid, once per string field, so the control character is the only fault.

const now = () => new Date().toISOString();
const medPrefs = { oftenMeditate: 'Daily', meditationGoals: { goal1: 'Stress relief' }, preferredTime: 'Morning', medSessionLength: '10 minutes', preferredMeditationType: 'Guided meditation' };
const affPrefs = { affirmationTheme: 'motivation', preferredAffirmation: 'short' };
const therapyStart = { mood: 'calm', therapyType: 'CBT Therapy', topic: 'Work stress', language: 'English' };

/** A valid body for every route that takes one (`:userId` and `:id` are filled in). */
const BODIES: Record<string, unknown> = {
  'POST /api/v1/auth/signup': { name: 'Nul Person', email: 'nul-person@example.com', password: 'secret12', ageConfirmed: true, termsAccepted: true },
  'POST /api/v1/auth/signin': { email: 'someone@example.com', password: 'secret12' },
  'POST /api/v1/auth/resend-confirmation': { email: 'someone@example.com' },
  'POST /api/v1/auth/forgot-password': { email: 'someone@example.com' },
  'POST /api/v1/auth/reset-password/:token': { newPassword: 'another1' },
  'PUT /api/v1/auth/editProfile/:userId': { name: 'Changed Name', profession: 'Nurse', mood: 'calm' },
  'PUT /api/v1/auth/isUnpaid/:userId': { isPreferences: 'true' },
  'DELETE /api/v1/auth/account': { password: 'not-my-password' },
  'POST /api/v1/refunds/addRefund': { email: 'someone@example.com', purchaseDate: 'November 20, 2026', subType: 'basic', reason: 'It did not help.' },
  'POST /api/v1/safety/check': { text: 'I had a good day', language: 'English', country: 'US' },
  'PUT /api/v1/meditation/updateMeditationPrefs/:userId': medPrefs,
  'POST /api/v1/meditation/generate': { count: 3, preferences: medPrefs },
  'POST /api/v1/meditation/addMeditation/:userId': { generatedMeditation: { title: 'Calm', description: 'Breathe in slowly.', time: 'Morning', duration: '10 minutes', type: 'Guided meditation' } },
  'PUT /api/v1/affirmation/updateAffirmationsPrefs/:userId': { affirmationsPreferences: affPrefs },
  'POST /api/v1/affirmation/generate': { preferences: affPrefs },
  'POST /api/v1/affirmation/addAffirmation/:userId': { generatedAffirmation: 'I am steady and I am learning to be kind to myself every day.' },
  'POST /api/v1/affirmation/addFavAffir/:userId': { favoriteAffirmations: 'I am steady.' },
  'POST /api/v1/affirmation/removeFavAffir/:userId': { favoriteAffirmations: 'I am steady.' },
  'POST /api/v1/ai/chat': { message: 'Work was long today.' },
  'POST /api/v1/ai/chat/stream': { message: 'Work was long today.' },
  'POST /api/v1/chatbot/addChat/:userId': { chats: { userMessage: { default: 'hi' }, sendTime: { default: now() }, aiResponse: { default: 'hello' }, responseTime: { default: now() } } },
  'POST /api/v1/therapy/sessions': therapyStart,
  'POST /api/v1/therapy/sessions/:id/messages': { text: 'I feel a bit tense.' },
  'POST /api/v1/therapy/sessions/:id/end': { summarize: false, time: '10:00 AM' },
  'POST /api/v1/therapy/addTherapy/:userId': { therapy: { feeling: 'calm', type: 'CBT Therapy', topic: 'Grief', sessionLength: '05:00', description: 'A summary.', date: now(), time: '10:00 AM' } },
  'POST /api/v1/progress/:userId/checkins': { mood: 'calm', intensity: 5, note: 'A fair day.', context: 'profile' },
  'POST /api/v1/progress/:userId/questionnaires': { kind: 'gad7', answers: [0, 1, 0, 1, 0, 1, 0], country: 'GB', language: 'English' },
  'POST /api/v1/progress/:userId/meditation-plays': { seconds: 300 },
  'POST /api/v1/voice/speech': { text: 'Take a slow breath.', language: 'English' },
  'PUT /api/v1/auth/updatePremium': { email: 'someone@example.com', isPremium: 'true', subType: 'god', transaction: 'txn_forged_123', totalSessions: 40 },
  'POST /api/v1/auth/addTotalSessions': { email: 'someone@example.com', totalSessions: 40, transaction: 'txn_forged_123' },
  'POST /api/v1/payments/addPayment': { email: 'someone@example.com', subType: 'god', transaction: 'txn_forged_123', totalSessions: 40 },
  'POST /api/v1/payments/confirm': { transactionId: 'txn_forged_123' },
  'POST /api/v1/payments/test-checkout': { subType: 'basic', period: 'monthly' },
};

/** Every string leaf of a value, as [dotted path, replace(value) -> copy with that leaf changed]. */
function stringLeaves(value: unknown, path = ''): { path: string; set: (v: string) => unknown }[] {
  if (typeof value === 'string') return [{ path, set: (v) => v }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, `${path}${path ? '.' : ''}${i}`).map((l) => ({ path: l.path, set: (v: string) => value.map((x, j) => (j === i ? l.set(v) : x)) })));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, item]) =>
      stringLeaves(item, `${path}${path ? '.' : ''}${k}`).map((l) => ({ path: l.path, set: (v: string) => ({ ...(value as object), [k]: l.set(v) }) })),
    );
  }
  return [];
}

async function fingerprint(app: FastifyInstance): Promise<string> {
  const res = await app.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const tables = (res as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
  const parts: string[] = [];
  for (const t of tables) {
    const r = await app.db.execute(sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`));
    const row = (r as unknown as { rows: { n: number; h: string }[] }).rows[0];
    parts.push(`${t}:${row.n}:${row.h}`);
  }
  return parts.join(';');
}

describe('control characters in every string field', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createTestUser>>;
  let sessionId: string;
  let ip = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createTestUser(t.app, { subType: 'god', totalSessions: 40 });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers: owner.headers, payload: therapyStart });
    sessionId = res.json().sessionId;
  });
  afterAll(() => t.close());

  it('covers every route that takes a body', () => {
    const withBody = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/v1/') && r.schema?.body).map((r) => `${r.method} ${r.url}`);
    expect(withBody.filter((r) => !(r in BODIES)), 'routes with a body schema missing from this test').toEqual([]);
  });

  for (const [route, body] of Object.entries(BODIES)) {
    const [method, path] = route.split(' ');
    for (const leaf of stringLeaves(body)) {
      for (const bad of ['a\u0000b', 'line\u0007bell', '\u001b[31m']) {
        it(`${route} refuses ${JSON.stringify(bad)} in ${leaf.path}`, async () => {
          const before = await fingerprint(t.app);
          const url = path.replace(':userId', owner.user.id).replace(':id', sessionId).replace(':token', 'not-a-real-token');
          const res = await t.app.inject({ method: method as 'POST', url, headers: owner.headers, payload: leaf.set(bad) as object, remoteAddress: `10.4.${Math.floor(++ip / 250)}.${ip % 250}` });
          expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
          expect(res.json().error).toBe(`${leaf.path}: ${CONTROL_CHARS_MESSAGE}.`);
          expect(res.json().field).toBe(leaf.path);
          expect(await fingerprint(t.app), 'nothing written').toBe(before);
        });
      }
    }
  }

  it('keeps tabs and new lines, which people do type', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/safety/check', payload: { text: 'first line\n\tsecond line\r\n' } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a control character in a query string and in a path parameter', async () => {
    const q = await t.app.inject({ method: 'POST', url: `/api/v1/voice/transcribe?sessionId=${encodeURIComponent('\u0000')}`, headers: { ...owner.headers, 'content-type': 'audio/webm' }, payload: Buffer.alloc(2000, 1) });
    expect(q.statusCode).toBe(400);
    expect(q.json().error).toBe(`sessionId: ${CONTROL_CHARS_MESSAGE}.`);
    const p = await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${encodeURIComponent('tok\u0000en')}` });
    expect(p.statusCode).toBe(400);
    expect(p.json().error).toBe(`token: ${CONTROL_CHARS_MESSAGE}.`);
  });

  it('a refused therapy start leaves the open session open and uncharged', async () => {
    const u = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers: u.headers, payload: therapyStart, remoteAddress: '10.5.0.1' });
    expect(first.statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers: u.headers, payload: { ...therapyStart, topic: 'Grief\u0000' }, remoteAddress: '10.5.0.1' });
    expect(refused.statusCode).toBe(400);
    const open = await t.app.db.select().from(therapySessions).where(and(eq(therapySessions.userId, u.user.id), isNull(therapySessions.endedAt)));
    expect(open.map((s) => s.id)).toEqual([first.json().sessionId]);
    expect(open[0].chargedAt).toBeNull();
    const [row] = await t.app.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row.totalSessions).toBe(5);
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

// Every route the server registers, called as a visitor, as a free user, as a premium user, and as
// free user A on user B's resources, with a valid body, so that what decides the answer is who
// calls. A route missing from this table fails the suite.

type Role = 'visitor' | 'free' | 'premium' | 'crossUser';
type TestUser = Awaited<ReturnType<typeof createTestUser>>;
interface Call {
  url: string;
  payload?: unknown;
  raw?: { body: Buffer; contentType: string };
}
interface Entry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  expect: Partial<Record<Role, number>>;
  /** `owner` is whose resource the path names: the caller, or user B for crossUser and visitor. */
  call: (owner: TestUser, app: FastifyInstance) => Call | Promise<Call>;
  /** After the call: an assertion that nothing was granted, where that matters. */
  after?: (caller: TestUser | null, app: FastifyInstance) => Promise<void>;
}

const uniqueEmail = () => `m-${Math.random().toString(36).slice(2)}@example.com`;
const medPrefs = { oftenMeditate: 'Daily', meditationGoals: { goal1: 'Stress relief' }, preferredTime: 'Morning', medSessionLength: '10 minutes', preferredMeditationType: 'Guided meditation' };
const affPrefs = { affirmationTheme: 'motivation', preferredAffirmation: 'short' };
const therapyStart = { mood: 'calm', therapyType: 'CBT Therapy', topic: 'Work stress', language: 'English' };
const now = () => new Date().toISOString();
const FAKE_UUID = '00000000-0000-4000-8000-000000000000';

async function startSession(app: FastifyInstance, owner: TestUser): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers: owner.headers, payload: therapyStart, remoteAddress: '10.9.9.9' });
  if (res.statusCode !== 200) throw new Error(`could not start a session: ${res.statusCode} ${res.body}`);
  return res.json().sessionId;
}

/** Entitlements unchanged: a free caller is still free with no sessions. */
const stillFree = async (caller: TestUser | null, app: FastifyInstance) => {
  if (!caller || caller.user.subType !== 'free') return;
  const [row] = await app.db.select().from(users).where(eq(users.id, caller.user.id));
  expect({ isPremium: row.isPremium, subType: row.subType, totalSessions: row.totalSessions }).toEqual({ isPremium: false, subType: 'free', totalSessions: 0 });
};

const forgedGrant = { email: 'x@example.com', isPremium: 'true', subType: 'god', transaction: 'txn_forged_123', totalSessions: 40 };

const MATRIX: Entry[] = [
  { method: 'GET', url: '/api/docs/json', expect: { visitor: 200, free: 200 }, call: () => ({ url: '/api/docs/json' }) },
  { method: 'GET', url: '/api/v1/health', expect: { visitor: 200, free: 200 }, call: () => ({ url: '/api/v1/health' }) },
  // Accounts
  { method: 'POST', url: '/api/v1/auth/signup', expect: { visitor: 201, free: 201 }, call: () => ({ url: '/api/v1/auth/signup', payload: { name: 'Matrix Person', email: uniqueEmail(), password: 'secret12', ageConfirmed: true, termsAccepted: true } }) },
  { method: 'POST', url: '/api/v1/auth/signin', expect: { visitor: 401, free: 401 }, call: (o) => ({ url: '/api/v1/auth/signin', payload: { email: o.user.email, password: 'wrong-password' } }) },
  { method: 'GET', url: '/api/v1/auth/getUser', expect: { visitor: 401, free: 200, premium: 200 }, call: () => ({ url: '/api/v1/auth/getUser' }) },
  { method: 'GET', url: '/api/v1/history/:userId/:list', expect: { visitor: 401, free: 200, premium: 200, crossUser: 403 }, call: (o) => ({ url: `/api/v1/history/${o.user.id}/chats` }) },
  { method: 'GET', url: '/api/v1/auth/verify-email/:token', expect: { visitor: 302, free: 302 }, call: () => ({ url: '/api/v1/auth/verify-email/not-a-real-token' }) },
  { method: 'POST', url: '/api/v1/auth/resend-confirmation', expect: { visitor: 200, free: 200 }, call: (o) => ({ url: '/api/v1/auth/resend-confirmation', payload: { email: o.user.email } }) },
  { method: 'POST', url: '/api/v1/auth/forgot-password', expect: { visitor: 404, free: 404 }, call: () => ({ url: '/api/v1/auth/forgot-password', payload: { email: uniqueEmail() } }) },
  { method: 'POST', url: '/api/v1/auth/reset-password/:token', expect: { visitor: 400, free: 400 }, call: () => ({ url: '/api/v1/auth/reset-password/not-a-real-token', payload: { newPassword: 'another1' } }) },
  { method: 'POST', url: '/api/v1/auth/logout', expect: { visitor: 401, free: 204 }, call: () => ({ url: '/api/v1/auth/logout' }) },
  { method: 'PUT', url: '/api/v1/auth/editProfile/:userId', expect: { visitor: 401, free: 200, premium: 200, crossUser: 403 }, call: (o) => ({ url: `/api/v1/auth/editProfile/${o.user.id}`, payload: { name: 'Changed Name', profession: 'Nurse', mood: 'calm' } }) },
  { method: 'PUT', url: '/api/v1/auth/isUnpaid/:userId', expect: { visitor: 401, free: 200, crossUser: 403 }, call: (o) => ({ url: `/api/v1/auth/isUnpaid/${o.user.id}`, payload: { isPreferences: 'true' } }) },
  { method: 'GET', url: '/api/v1/auth/export', expect: { visitor: 401, free: 200, premium: 200 }, call: () => ({ url: '/api/v1/auth/export' }) },
  { method: 'DELETE', url: '/api/v1/auth/account', expect: { visitor: 401, free: 403 }, call: () => ({ url: '/api/v1/auth/account', payload: { password: 'not-my-password' } }) },
  { method: 'GET', url: '/api/v1/dev/outbox', expect: { visitor: 200, free: 200 }, call: () => ({ url: '/api/v1/dev/outbox' }) },
  // Refunds, safety, plans
  { method: 'POST', url: '/api/v1/refunds/addRefund', expect: { visitor: 201, free: 201 }, call: (o) => ({ url: '/api/v1/refunds/addRefund', payload: { email: o.user.email, purchaseDate: 'November 20, 2026', subType: 'basic', reason: '' } }) },
  { method: 'POST', url: '/api/v1/safety/check', expect: { visitor: 200, free: 200 }, call: () => ({ url: '/api/v1/safety/check', payload: { text: 'I had a good day' } }) },
  { method: 'GET', url: '/api/v1/plans', expect: { visitor: 200, free: 200 }, call: () => ({ url: '/api/v1/plans' }) },
  // Meditations and affirmations
  { method: 'PUT', url: '/api/v1/meditation/updateMeditationPrefs/:userId', expect: { visitor: 401, free: 200, crossUser: 403 }, call: (o) => ({ url: `/api/v1/meditation/updateMeditationPrefs/${o.user.id}`, payload: medPrefs }) },
  { method: 'POST', url: '/api/v1/meditation/generate', expect: { visitor: 200, free: 200, premium: 200 }, call: () => ({ url: '/api/v1/meditation/generate', payload: { count: 3, preferences: medPrefs } }) },
  { method: 'POST', url: '/api/v1/meditation/addMeditation/:userId', expect: { visitor: 401, free: 201, crossUser: 403 }, call: (o) => ({ url: `/api/v1/meditation/addMeditation/${o.user.id}`, payload: { generatedMeditation: { title: 'Calm', description: 'Breathe in slowly.', time: 'Morning', duration: '10 minutes', type: 'Guided meditation' } } }) },
  { method: 'PUT', url: '/api/v1/affirmation/updateAffirmationsPrefs/:userId', expect: { visitor: 401, free: 200, crossUser: 403 }, call: (o) => ({ url: `/api/v1/affirmation/updateAffirmationsPrefs/${o.user.id}`, payload: { affirmationsPreferences: affPrefs } }) },
  { method: 'POST', url: '/api/v1/affirmation/generate', expect: { visitor: 200, free: 200, premium: 200 }, call: () => ({ url: '/api/v1/affirmation/generate', payload: { preferences: affPrefs } }) },
  { method: 'POST', url: '/api/v1/affirmation/addAffirmation/:userId', expect: { visitor: 401, free: 201, crossUser: 403 }, call: (o) => ({ url: `/api/v1/affirmation/addAffirmation/${o.user.id}`, payload: { generatedAffirmation: 'I am steady and I am learning to be kind to myself every day.' } }) },
  { method: 'POST', url: '/api/v1/affirmation/addFavAffir/:userId', expect: { visitor: 401, free: 200, crossUser: 403 }, call: (o) => ({ url: `/api/v1/affirmation/addFavAffir/${o.user.id}`, payload: { favoriteAffirmations: 'I am steady.' } }) },
  { method: 'POST', url: '/api/v1/affirmation/removeFavAffir/:userId', expect: { visitor: 401, free: 200, crossUser: 403 }, call: (o) => ({ url: `/api/v1/affirmation/removeFavAffir/${o.user.id}`, payload: { favoriteAffirmations: 'I am steady.' } }) },
  // Chat and therapy
  { method: 'POST', url: '/api/v1/ai/chat', expect: { visitor: 200, free: 200, premium: 200 }, call: () => ({ url: '/api/v1/ai/chat', payload: { message: 'Work was long today.' } }) },
  { method: 'POST', url: '/api/v1/ai/chat/stream', expect: { visitor: 200, free: 200, premium: 200 }, call: () => ({ url: '/api/v1/ai/chat/stream', payload: { message: 'Work was long today.' } }) },
  { method: 'POST', url: '/api/v1/chatbot/addChat/:userId', expect: { visitor: 401, free: 201, crossUser: 403 }, call: (o) => ({ url: `/api/v1/chatbot/addChat/${o.user.id}`, payload: { chats: { userMessage: { default: 'hi' }, sendTime: { default: now() }, aiResponse: { default: 'hello' }, responseTime: { default: now() } } } }) },
  { method: 'POST', url: '/api/v1/therapy/sessions', expect: { visitor: 200, free: 200, premium: 200 }, call: () => ({ url: '/api/v1/therapy/sessions', payload: therapyStart }) },
  { method: 'GET', url: '/api/v1/therapy/sessions/active', expect: { visitor: 200, free: 200 }, call: () => ({ url: '/api/v1/therapy/sessions/active' }) },
  { method: 'POST', url: '/api/v1/therapy/sessions/:id/messages', expect: { free: 200, crossUser: 404, visitor: 404 }, call: async (o, app) => ({ url: `/api/v1/therapy/sessions/${await startSession(app, o)}/messages`, payload: { text: 'I feel a bit tense.' } }) },
  { method: 'POST', url: '/api/v1/therapy/sessions/:id/end', expect: { free: 200, crossUser: 404, visitor: 404 }, call: async (o, app) => ({ url: `/api/v1/therapy/sessions/${await startSession(app, o)}/end`, payload: { summarize: false } }) },
  { method: 'GET', url: '/api/v1/therapy/getTherapy/:userId', expect: { visitor: 401, free: 200, crossUser: 403 }, call: (o) => ({ url: `/api/v1/therapy/getTherapy/${o.user.id}` }) },
  { method: 'POST', url: '/api/v1/therapy/addTherapy/:userId', expect: { visitor: 401, free: 201, crossUser: 403 }, call: (o) => ({ url: `/api/v1/therapy/addTherapy/${o.user.id}`, payload: { therapy: { feeling: 'calm', type: 'CBT Therapy', topic: 'Grief', sessionLength: '05:00', description: 'A summary.', date: now(), time: '10:00 AM' } } }) },
  // Progress (issue 16): owner-only
  { method: 'POST', url: '/api/v1/progress/:userId/checkins', expect: { visitor: 401, free: 201, premium: 201, crossUser: 403 }, call: (o) => ({ url: `/api/v1/progress/${o.user.id}/checkins`, payload: { mood: 'calm', intensity: 5, note: 'A fair day.' } }) },
  { method: 'GET', url: '/api/v1/progress/:userId/checkins', expect: { visitor: 401, free: 200, premium: 200, crossUser: 403 }, call: (o) => ({ url: `/api/v1/progress/${o.user.id}/checkins` }) },
  { method: 'POST', url: '/api/v1/progress/:userId/questionnaires', expect: { visitor: 401, free: 201, premium: 201, crossUser: 403 }, call: (o) => ({ url: `/api/v1/progress/${o.user.id}/questionnaires`, payload: { kind: 'gad7', answers: [0, 1, 0, 1, 0, 1, 0] } }) },
  { method: 'GET', url: '/api/v1/progress/:userId/questionnaires', expect: { visitor: 401, free: 200, premium: 200, crossUser: 403 }, call: (o) => ({ url: `/api/v1/progress/${o.user.id}/questionnaires?kind=gad7` }) },
  { method: 'GET', url: '/api/v1/progress/:userId/summary', expect: { visitor: 401, free: 200, premium: 200, crossUser: 403 }, call: (o) => ({ url: `/api/v1/progress/${o.user.id}/summary?days=30&tz=Europe%2FParis` }) },
  { method: 'POST', url: '/api/v1/progress/:userId/meditation-plays', expect: { visitor: 401, free: 204, premium: 204, crossUser: 403 }, call: (o) => ({ url: `/api/v1/progress/${o.user.id}/meditation-plays`, payload: { seconds: 300 } }) },
  // Voice: premium only
  { method: 'POST', url: '/api/v1/voice/transcribe', expect: { visitor: 401, free: 403, premium: 501 }, call: async (o, app) => ({ url: `/api/v1/voice/transcribe?sessionId=${o.user.subType === 'free' ? FAKE_UUID : await startSession(app, o)}`, raw: { body: Buffer.alloc(2000, 1), contentType: 'audio/webm' } }) },
  { method: 'POST', url: '/api/v1/voice/speech', expect: { visitor: 401, free: 403, premium: 200 }, call: () => ({ url: '/api/v1/voice/speech', payload: { text: 'Take a slow breath.' } }) },
  // Billing: only a verified payment changes entitlements
  { method: 'POST', url: '/api/v1/payments/webhook', expect: { visitor: 401, free: 401 }, call: () => ({ url: '/api/v1/payments/webhook', payload: { event_type: 'transaction.completed', data: { id: 'txn_forged', customer: { email: 'x@example.com' } } } }), after: stillFree },
  { method: 'PUT', url: '/api/v1/auth/updatePremium', expect: { visitor: 401, free: 403 }, call: (o) => ({ url: '/api/v1/auth/updatePremium', payload: { ...forgedGrant, email: o.user.email } }), after: stillFree },
  { method: 'POST', url: '/api/v1/auth/addTotalSessions', expect: { visitor: 401, free: 403 }, call: (o) => ({ url: '/api/v1/auth/addTotalSessions', payload: { email: o.user.email, totalSessions: 40 } }), after: stillFree },
  { method: 'POST', url: '/api/v1/payments/addPayment', expect: { visitor: 401, free: 403 }, call: (o) => ({ url: '/api/v1/payments/addPayment', payload: { email: o.user.email, subType: 'god', transaction: 'txn_forged_123', totalSessions: 40 } }), after: stillFree },
  { method: 'GET', url: '/api/v1/payments/getPayments', expect: { visitor: 401, free: 200 }, call: () => ({ url: '/api/v1/payments/getPayments' }) },
  { method: 'POST', url: '/api/v1/payments/confirm', expect: { visitor: 401, free: 409 }, call: () => ({ url: '/api/v1/payments/confirm', payload: { transactionId: 'txn_forged_123' } }), after: stillFree },
  { method: 'POST', url: '/api/v1/payments/test-checkout', expect: { visitor: 401, free: 200 }, call: () => ({ url: '/api/v1/payments/test-checkout', payload: { subType: 'basic', period: 'monthly' } }) },
];

// Second-use and forged-flag rows: what free users may not do, whatever the browser claims.
const FREE_LIMITS: { name: string; setup: Partial<typeof users.$inferInsert>; method: 'POST'; url: string; payload: unknown; status: number }[] = [
  { name: 'second free meditation set', setup: { isMeditation: true }, method: 'POST', url: '/api/v1/meditation/generate', payload: { count: 3, preferences: medPrefs, isPremium: true, isMeditation: false }, status: 402 },
  { name: 'second free affirmation set', setup: { isAffirmation: true }, method: 'POST', url: '/api/v1/affirmation/generate', payload: { preferences: affPrefs, isPremium: true, isAffirmation: false }, status: 402 },
  { name: 'second free therapy', setup: { isTherapy: true }, method: 'POST', url: '/api/v1/therapy/sessions', payload: { ...therapyStart, isPremium: true, limitSeconds: 3600 }, status: 402 },
];

describe('access matrix', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('covers every registered route', () => {
    const registered = new Set(t.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api')).map((r) => `${r.method} ${r.url}`));
    const covered = new Set(MATRIX.map((e) => `${e.method} ${e.url}`));
    expect([...registered].filter((r) => !covered.has(r)), 'routes missing from the access matrix').toEqual([]);
    expect([...covered].filter((r) => !registered.has(r)), 'matrix rows for routes that no longer exist').toEqual([]);
  });

  for (const entry of MATRIX) {
    for (const [role, status] of Object.entries(entry.expect) as [Role, number][]) {
      it(`${entry.method} ${entry.url} as ${role} -> ${status}`, async () => {
        const caller = role === 'visitor' ? null : await createTestUser(t.app, role === 'premium' ? { subType: 'god', totalSessions: 40 } : {});
        const owner = role === 'visitor' || role === 'crossUser' ? await createTestUser(t.app, {}) : caller!;
        const c = await entry.call(owner, t.app);
        const res = await t.app.inject({
          method: entry.method,
          url: c.url,
          headers: { ...(caller?.headers ?? {}), ...(c.raw ? { 'content-type': c.raw.contentType } : {}) },
          ...(c.raw ? { payload: c.raw.body } : c.payload !== undefined ? { payload: c.payload as object } : {}),
          remoteAddress: `10.1.${Math.floor(++ip / 250)}.${ip % 250}`,
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
        await entry.after?.(caller, t.app);
      });
    }
  }

  for (const row of FREE_LIMITS) {
    it(`free user: ${row.name} -> ${row.status}, forged client values ignored`, async () => {
      const u = await createTestUser(t.app, {});
      await t.app.db.update(users).set(row.setup).where(eq(users.id, u.user.id));
      await t.app.sessionChanges.barrier(); // reaches the session cache by notification
      const res = await t.app.inject({ method: row.method, url: row.url, headers: u.headers, payload: row.payload as object, remoteAddress: `10.2.0.${++ip % 250}` });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(row.status);
      expect(res.json().redirect).toBe('/pricing');
      await stillFree(u, t.app);
    });
  }
});

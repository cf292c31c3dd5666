import { CHECKINS_PER_DAY_MAX, moodScore } from '@haven/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moodCheckins, users } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/test-app';
import { api, DAY, progressUser, startSession } from './helpers';

// POST/GET /progress/{userId}/checkins on the worker's database (PGlite, or PostgreSQL with DATABASE_URL).
describe('mood check-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const rows = async (userId: string) => t.app.db.select().from(moodCheckins).where(eq(moodCheckins.userId, userId));

  it('stores a check-in, sealed, and answers it with its score and the progress figures', async () => {
    const u = await progressUser(t.app);
    const res = await api(t.app, u).checkin({ mood: 'calm', intensity: 8, note: 'Walked by the river', goals: { one: 6, three: 9 } });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.checkin).toMatchObject({ mood: 'calm', intensity: 8, note: 'Walked by the river', context: 'profile', sessionId: null, goals: { one: 6, three: 9 }, score: moodScore('calm', 8) });
    expect(body.checkin.score).toBe(7);
    expect(new Date(body.checkin.createdAt).getTime()).toBeCloseTo(t.app.clock.now().getTime(), -4);
    // One active day of 30; goals rated 6 and 9 (no goal text set: every rated goal counts); no baseline, no session.
    expect(body.progress).toEqual({ moodImprovement: 0, appConsistency: 3, goalProgress: 75 });
    const [row] = await rows(u.user.id);
    for (const col of [row.mood, row.note, row.goals]) expect(col.startsWith('enc:v1:')).toBe(true);
    expect(row.hasGoals).toBe(true);
    const [userRow] = await t.app.db.select().from(users).where(eq(users.id, u.user.id));
    expect(userRow.progress).toEqual(body.progress);
  });

  it('refuses invalid input with a 400 naming the field, and writes nothing', async () => {
    const u = await progressUser(t.app);
    const p = api(t.app, u);
    const cases: [object, string][] = [
      [{ mood: 'furious' }, 'mood'],
      [{ mood: 'calm', intensity: 11 }, 'intensity'],
      [{ mood: 'calm', intensity: 2.5 }, 'intensity'],
      [{ mood: 'calm', note: 'x'.repeat(281) }, 'note'],
      [{ mood: 'calm', context: 'lunch' }, 'context'],
      [{ mood: 'calm', goals: { five: 3 } }, 'goals'],
      [{ mood: 'calm', goals: { one: -1 } }, 'goals.one'],
      [{ mood: 'calm', context: 'before_session', sessionId: 'not-a-uuid' }, 'sessionId'],
    ];
    for (const [body, field] of cases) {
      const res = await p.checkin(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(new RegExp(field.split('.')[0]));
    }
    expect(await rows(u.user.id)).toHaveLength(0);
  });

  it('before/after-session check-ins need the caller’s own therapy session', async () => {
    const owner = await progressUser(t.app, { subType: 'god', totalSessions: 40 });
    const other = await progressUser(t.app, { subType: 'god', totalSessions: 40 });
    const sessionId = await startSession(t.app, owner);
    const mine = api(t.app, owner);
    const missing = await mine.checkin({ mood: 'anxious', context: 'before_session' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'sessionId' });
    const stranger = await api(t.app, other).checkin({ mood: 'anxious', context: 'before_session', sessionId });
    expect(stranger.statusCode).toBe(404);
    const unknown = await mine.checkin({ mood: 'anxious', context: 'before_session', sessionId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    const profileWithSession = await mine.checkin({ mood: 'anxious', sessionId });
    expect(profileWithSession.statusCode).toBe(400);
    expect(await rows(other.user.id)).toHaveLength(0);
    expect(await rows(owner.user.id)).toHaveLength(0);
    const ok = await mine.checkin({ mood: 'anxious', intensity: 6, context: 'before_session', sessionId });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().checkin).toMatchObject({ context: 'before_session', sessionId });
  });

  it(`caps check-ins at ${CHECKINS_PER_DAY_MAX} a day (free users too), atomically, with a readable 429`, async () => {
    const u = await progressUser(t.app);
    const p = api(t.app, u);
    // 18 one by one, then 10 in parallel: exactly 6 more pass (29 requests: under the route's 30 a minute).
    for (let i = 0; i < CHECKINS_PER_DAY_MAX - 6; i++) expect((await p.checkin({ mood: 'tired' })).statusCode).toBe(201);
    const parallel = await Promise.all(Array.from({ length: 10 }, () => p.checkin({ mood: 'tired' })));
    expect(parallel.filter((r) => r.statusCode === 201)).toHaveLength(6);
    const refused = parallel.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0].json().message).toMatch(/at most 24 times a day/);
    expect(await rows(u.user.id)).toHaveLength(CHECKINS_PER_DAY_MAX);
    t.clock.advance(DAY + 1000);
    expect((await p.checkin({ mood: 'calm' })).statusCode).toBe(201);
  });

  it('lists check-ins newest first with a keyset cursor, owner only', async () => {
    const u = await progressUser(t.app);
    const p = api(t.app, u);
    const moods = ['happy', 'sad', 'calm', 'tired', 'anxious'];
    for (const mood of moods) {
      expect((await p.checkin({ mood })).statusCode).toBe(201);
      t.clock.advance(60_000);
    }
    const first = await p.checkins('?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((c: { mood: string }) => c.mood)).toEqual(['anxious', 'tired']);
    const second = (await p.checkins(`?limit=2&cursor=${first.json().nextCursor}`)).json();
    expect(second.items.map((c: { mood: string }) => c.mood)).toEqual(['calm', 'sad']);
    const third = (await p.checkins(`?limit=2&cursor=${second.nextCursor}`)).json();
    expect(third.items.map((c: { mood: string }) => c.mood)).toEqual(['happy']);
    expect(third.nextCursor).toBeNull();
    expect((await p.checkins('?cursor=bad!')).statusCode).toBe(400);
    expect((await p.checkins('?limit=0')).statusCode).toBe(400);
    const other = await progressUser(t.app);
    const cross = await t.app.inject({ method: 'GET', url: `/api/v1/progress/${u.user.id}/checkins`, headers: other.headers });
    expect(cross.statusCode).toBe(403);
  });
});

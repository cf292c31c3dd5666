import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NO_REMAINING_SESSIONS } from '@haven/core';
import { therapyMessages, users } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { START, startSession } from './helpers';

describe('POST /api/v1/therapy/sessions', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('refuses a start without mood, type, topic or language, naming the field', async () => {
    const { headers } = await createTestUser(t.app);
    for (const field of ['mood', 'therapyType', 'topic', 'language'] as const) {
      const body: Record<string, unknown> = { ...START };
      delete body[field];
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(new RegExp(`^${field}: `));
    }
    const badMood = await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers, payload: { ...START, mood: 'ecstatic' } });
    expect(badMood.statusCode).toBe(400);
    const blankTopic = await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers, payload: { ...START, topic: '   ' } });
    expect(blankTopic.statusCode).toBe(400);
  });

  it('starts a free session of 90 s with a stored, encrypted greeting; a typed topic is accepted', async () => {
    const { headers, user } = await createTestUser(t.app);
    const s = await startSession(t.app, headers, { ...START, topic: 'Moving to a new city' });
    expect(s.limitSeconds).toBe(90);
    expect(s.greeting.length).toBeGreaterThan(20);
    expect(Math.abs(new Date(s.startedAt).getTime() - t.app.clock.now().getTime())).toBeLessThan(5000);
    const rows = await t.app.db.select().from(therapyMessages).where(eq(therapyMessages.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].role).toBe('assistant');
    expect(rows[0].content.startsWith('enc:v1:')).toBe(true);
  });

  it('gives premium users 3600 s', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'advance', totalSessions: 10 });
    expect((await startSession(t.app, headers)).limitSeconds).toBe(3600);
  });

  it('refuses a premium user with 0 sessions with the spec message', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 0 });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers, payload: START });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe(NO_REMAINING_SESSIONS);
  });

  it('refuses a free user whose one therapy is used, whatever the client says', async () => {
    const { headers, user } = await createTestUser(t.app);
    await t.app.db.update(users).set({ isTherapy: true }).where(eq(users.id, user.id));
    await t.app.sessionChanges.barrier(); // reaches the session cache by notification
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers: { ...headers, isPremium: 'true' }, payload: { ...START, isPremium: true, totalSessions: 9 } });
    expect(res.statusCode).toBe(402);
    expect(res.json().redirect).toBe('/pricing');
  });

  it('gives a visitor one 90 s trial, not saved to the database', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', payload: START });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().limitSeconds).toBe(90);
    const cookies = Object.fromEntries(first.cookies.map((c) => [c.name, c.value]));
    expect((await t.app.db.select().from(therapyMessages)).length).toBe(0);
    const active = await t.app.inject({ method: 'GET', url: '/api/v1/therapy/sessions/active', cookies });
    expect(active.statusCode).toBe(200);
    expect(active.json().sessionId).toBe(first.json().sessionId);
    const second = await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', payload: START, cookies });
    expect(second.statusCode).toBe(402);
  });

  it('a second start while one is open returns that session and charges nothing', async () => {
    const { headers, user } = await createTestUser(t.app, { subType: 'basic', totalSessions: 2 });
    const first = await startSession(t.app, headers);
    const second = await startSession(t.app, headers, { ...START, topic: 'Grief' });
    expect(second).toMatchObject({ sessionId: first.sessionId, greeting: first.greeting, startedAt: first.startedAt, resumed: true });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.totalSessions).toBe(2);
  });

  it('ends and charges a session that timed out unseen when the next one starts', async () => {
    const { headers, user } = await createTestUser(t.app, { subType: 'basic', totalSessions: 2 });
    const first = await startSession(t.app, headers);
    t.app.clock.advance(3_700_000);
    const second = await startSession(t.app, headers);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(second.resumed).toBeUndefined();
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.totalSessions).toBe(1);
  });
});

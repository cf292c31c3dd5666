import { afterEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { PREMIUM_MIN_CHARGED_SECONDS } from '@haven/core';
import { therapyRecords, therapySessions, users } from '../../src/db/schema';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { START, sendMessage } from './helpers';

// Hardening II, point 1: starts, charges and ends are atomic and idempotent, under real
// parallel requests (run on PGlite and, with DATABASE_URL, on PostgreSQL).

describe('atomic therapy sessions', () => {
  let t: TestApp;
  let fake: FakeOpenAi | null = null;
  afterEach(async () => {
    await t.close();
    await fake?.close();
    fake = null;
  });

  const userRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];
  const sessionsOf = (id: string) => t.app.db.select().from(therapySessions).where(eq(therapySessions.userId, id));
  const start = (headers: Record<string, string>, i = 0) =>
    t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers, payload: START, remoteAddress: `10.3.0.${i % 250}` });
  const end = (headers: Record<string, string>, sessionId: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/therapy/sessions/${sessionId}/end`, headers, payload: { summarize: false } });

  it('20 parallel starts on a 5-session plan give exactly one usable session and charge at most one', async () => {
    t = await buildTestApp();
    const { headers, user } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => start(headers, i)));

    // Every answer is the one session or the per-user start rate limit; none is an error.
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 429), statuses.join(',')).toBe(true);
    const ok = replies.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((r) => r.sessionId)).size).toBe(1);
    expect(ok.every((r) => r.greeting === ok[0].greeting && r.greeting.length > 0)).toBe(true);

    const rows = await sessionsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].endedAt).toBeNull();
    expect((await userRow(user.id)).totalSessions).toBeGreaterThanOrEqual(4);

    // It is usable: a reply streams, and ending it after the minimum spends exactly one credit.
    expect((await sendMessage(t.app, headers, ok[0].sessionId, 'Work has been a lot lately.')).statusCode).toBe(200);
    t.app.clock.advance((PREMIUM_MIN_CHARGED_SECONDS + 60) * 1000);
    const ended = await Promise.all([end(headers, ok[0].sessionId), end(headers, ok[0].sessionId)]);
    expect(ended.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await userRow(user.id)).totalSessions).toBe(4);
  });

  it("a free user's double click gives one session and burns nothing until it ends", async () => {
    t = await buildTestApp();
    const { headers, user } = await createTestUser(t.app);
    const [a, b] = await Promise.all([start(headers, 1), start(headers, 2)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().sessionId).toBe(b.json().sessionId);
    expect(await sessionsOf(user.id)).toHaveLength(1);
    expect((await userRow(user.id)).isTherapy).toBe(false);
    expect((await sendMessage(t.app, headers, a.json().sessionId, 'I feel tense.')).statusCode).toBe(200);

    expect((await end(headers, a.json().sessionId)).statusCode).toBe(200);
    expect((await userRow(user.id)).isTherapy).toBe(true);
    expect((await start(headers, 3)).statusCode).toBe(402);
  });

  it('a premium session ended before the minimum is settled without spending a credit; one that lasted it spends one', async () => {
    t = await buildTestApp();
    const { headers } = await createTestUser(t.app, { subType: 'advance', totalSessions: 3 });
    const short = (await start(headers)).json();
    t.app.clock.advance((PREMIUM_MIN_CHARGED_SECONDS - 20) * 1000);
    const res = await end(headers, short.sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().account.totalSessions).toBe(3);
    expect(res.json().therapy).not.toBeNull(); // the conversation is still saved
    const [settled] = await t.app.db.select().from(therapySessions).where(eq(therapySessions.id, short.sessionId));
    expect(settled.chargedAt).not.toBeNull();
    expect(settled.creditSpent).toBe(false);
    // Ending it again cannot charge it later.
    t.app.clock.advance(3_600_000);
    expect((await end(headers, short.sessionId)).json().account.totalSessions).toBe(3);

    const long = (await start(headers)).json();
    expect(long.sessionId).not.toBe(short.sessionId);
    t.app.clock.advance(PREMIUM_MIN_CHARGED_SECONDS * 1000);
    expect((await end(headers, long.sessionId)).json().account.totalSessions).toBe(2);
  });

  it('a greeting that fails leaves no session row and charges nothing', async () => {
    fake = await startFakeOpenAi({ latencyMs: 0 });
    t = await buildTestApp(fake.env({ AI_TIMEOUT_MS: '3000' }));
    const { headers, user } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    fake.failNext(500, { times: 10 });
    const res = await start(headers);
    expect(res.statusCode).toBe(502);
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect(await t.app.db.select().from(therapyRecords).where(eq(therapyRecords.userId, user.id))).toHaveLength(0);
    expect((await userRow(user.id)).totalSessions).toBe(5);
  });

  it('the database refuses a second open session for one user, whatever the code does', async () => {
    t = await buildTestApp();
    const { user } = await createTestUser(t.app);
    const values = { userId: user.id, mood: 'calm', therapyType: 'CBT Therapy', topic: 'Grief', language: 'English', limitSeconds: 90 };
    await t.app.db.insert(therapySessions).values(values);
    await expect(t.app.db.insert(therapySessions).values(values)).rejects.toThrow();
    const open = await t.app.db.select().from(therapySessions).where(and(eq(therapySessions.userId, user.id), isNull(therapySessions.endedAt)));
    expect(open).toHaveLength(1);
  });
});

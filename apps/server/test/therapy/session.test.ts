import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { SESSION_TIME_OVER, THERAPY_GRACE_SECONDS } from '@haven/core';
import { aiUsage, therapyMessages, therapyRecords, users } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { START, sendMessage, sseEvents, startSession } from './helpers';

describe('therapy session lifecycle', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const userRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

  it('streams a reply as delta events then done, and stores both turns encrypted', async () => {
    const { headers, user } = await createTestUser(t.app);
    const s = await startSession(t.app, headers);
    const res = await sendMessage(t.app, headers, s.sessionId, 'My manager keeps adding deadlines.');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toMatch(/no-cache/);
    expect(res.headers['x-accel-buffering']).toBe('no');
    const events = sseEvents(res.body);
    const deltas = events.filter((e) => 'delta' in e).map((e) => e.delta as string);
    expect(deltas.length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({ done: true, safety: { crisis: false } });
    const rows = await t.app.db.select().from(therapyMessages).where(eq(therapyMessages.userId, user.id));
    expect(rows.map((r) => r.role).sort()).toEqual(['assistant', 'assistant', 'user']);
    expect(rows.every((r) => r.content.startsWith('enc:v1:'))).toBe(true);

    // Restoring: the active session comes back with its messages in order and the server's elapsed time.
    t.app.clock.advance(30_000);
    const active = await t.app.inject({ method: 'GET', url: '/api/v1/therapy/sessions/active', headers });
    expect(active.statusCode).toBe(200);
    const a = active.json();
    expect(a).toMatchObject({ sessionId: s.sessionId, mood: 'stressed', therapyType: 'CBT Therapy', topic: 'Work stress', language: 'English', limitSeconds: 90, expired: false });
    expect(a.elapsedSeconds).toBeGreaterThanOrEqual(30);
    expect(a.elapsedSeconds).toBeLessThan(35);
    expect(a.messages.map((m: { role: string }) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(a.messages[1].content).toBe('My manager keeps adding deadlines.');
    expect(a.messages[2].content).toBe(deltas.join(''));
  });

  it('answers 404 for no active session and for someone else\'s session', async () => {
    const a = await createTestUser(t.app);
    const b = await createTestUser(t.app);
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/therapy/sessions/active', headers: a.headers });
    expect([none.statusCode, none.json()]).toEqual([200, null]);
    const s = await startSession(t.app, a.headers);
    expect((await sendMessage(t.app, b.headers, s.sessionId, 'hello')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/therapy/sessions/${s.sessionId}/end`, headers: b.headers, payload: { summarize: false } })).statusCode).toBe(404);
  });

  it('accepts replies within the grace period and refuses them once the server clock passes the limit', async () => {
    const { headers, user } = await createTestUser(t.app);
    const s = await startSession(t.app, headers);
    t.app.clock.advance((90 + THERAPY_GRACE_SECONDS - 2) * 1000);
    expect((await sendMessage(t.app, headers, s.sessionId, 'Still here')).statusCode).toBe(200);
    t.app.clock.advance(5_000);
    const late = await sendMessage(t.app, headers, s.sessionId, 'Too late');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(SESSION_TIME_OVER);
    // The server ran the time-out itself: the free therapy is used.
    expect((await userRow(user.id)).isTherapy).toBe(true);
  });

  it('ends idempotently: a concurrent double Save & Exit stores one record and decrements once', async () => {
    const { headers, user } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const s = await startSession(t.app, headers);
    await sendMessage(t.app, headers, s.sessionId, 'I keep overthinking everything at work.');
    t.app.clock.advance(325_000); // past the 5-minute minimum that spends a credit
    const url = `/api/v1/therapy/sessions/${s.sessionId}/end`;
    const [one, two] = await Promise.all([
      t.app.inject({ method: 'POST', url, headers, payload: { summarize: true, time: '3:15 PM' } }),
      t.app.inject({ method: 'POST', url, headers, payload: { summarize: true, time: '3:15 PM' } }),
    ]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    expect(one.json().therapy._id).toBe(two.json().therapy._id);
    const again = await t.app.inject({ method: 'POST', url, headers, payload: { summarize: true } });
    expect(again.json().therapy._id).toBe(one.json().therapy._id);
    expect(Number((await t.app.db.select({ n: count() }).from(therapyRecords).where(eq(therapyRecords.userId, user.id)))[0].n)).toBe(1);
    expect((await userRow(user.id)).totalSessions).toBe(4);
    expect(one.json().account).toEqual({ isPremium: true, isTherapy: false, totalSessions: 4 });

    // The summary is stored with the spec's fields, encrypted at rest.
    const therapy = one.json().therapy;
    expect(therapy).toMatchObject({ feeling: 'stressed', type: 'CBT Therapy', topic: 'Work stress', sessionLength: '05:25', time: '3:15 PM' });
    expect(therapy.description.length).toBeGreaterThan(100);
    expect(therapy.description).toMatch(/\byou\b/i);
    expect(Number.isNaN(new Date(therapy.date).getTime())).toBe(false);
    const [raw] = await t.app.db.select().from(therapyRecords).where(eq(therapyRecords.userId, user.id));
    expect(raw.description.startsWith('enc:v1:')).toBe(true);
    // Replies to an ended session are refused.
    expect((await sendMessage(t.app, headers, s.sessionId, 'hello?')).statusCode).toBe(409);
  });

  it('a free session that times out marks isTherapy and caps the stored length at the limit', async () => {
    const { headers, user } = await createTestUser(t.app);
    const s = await startSession(t.app, headers);
    t.app.clock.advance(200_000);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/therapy/sessions/${s.sessionId}/end`, headers, payload: { summarize: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().therapy).toMatchObject({ sessionLength: '01:30', description: '' });
    expect(res.json().account).toEqual({ isPremium: false, isTherapy: true, totalSessions: 0 });
    expect((await userRow(user.id)).isTherapy).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers, payload: START })).statusCode).toBe(402);
  });

  it('answers a crisis turn with the crisis reply and help lines, without a model call', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'god', totalSessions: 40 });
    const s = await startSession(t.app, headers);
    const before = Number((await t.app.db.select({ n: count() }).from(aiUsage))[0].n);
    const res = await sendMessage(t.app, headers, s.sessionId, 'I want to kill myself');
    expect(res.statusCode).toBe(200);
    const events = sseEvents(res.body);
    const done = events.at(-1) as { done: boolean; safety: { crisis: boolean; helplines: unknown[] } };
    expect(done.done).toBe(true);
    expect(done.safety.crisis).toBe(true);
    expect(done.safety.helplines.length).toBeGreaterThan(0);
    expect(events.filter((e) => 'delta' in e).map((e) => e.delta).join('').length).toBeGreaterThan(20);
    expect(Number((await t.app.db.select({ n: count() }).from(aiUsage))[0].n)).toBe(before);
  });
});

describe('spec therapy calls', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const record = { feeling: 'calm', type: 'DBT Therapy', topic: 'Grief', sessionLength: '12:30', description: 'You talked about your grandmother.', date: '2026-03-02T10:00:00.000Z', time: '10:00 AM' };

  it('addTherapy and getTherapy are owner-only and keep the spec fields', async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const add = `/api/v1/therapy/addTherapy/${owner.user.id}`;
    const get = `/api/v1/therapy/getTherapy/${owner.user.id}`;
    expect((await t.app.inject({ method: 'POST', url: add, payload: { therapy: record } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: add, headers: other.headers, payload: { therapy: record } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: get, headers: other.headers })).statusCode).toBe(403);
    const created = await t.app.inject({ method: 'POST', url: add, headers: owner.headers, payload: { therapy: record } });
    expect(created.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: get, headers: owner.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().therapy).toHaveLength(1);
    expect(list.json().therapy[0]).toMatchObject(record);
    const user = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: owner.headers })).json().user;
    expect(user.therapy.at(-1)).toMatchObject(record);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/therapy/getTherapy/not-a-uuid', headers: owner.headers })).statusCode).toBe(400);
  });
});

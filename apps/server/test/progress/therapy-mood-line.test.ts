import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { therapyRecords } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/test-app';
import { api, endSession, nextIp, progressUser, startSession } from './helpers';

// Item 6: a therapy record's summary mentions the pre/post mood change, written by the server
// (no model call), sealed like the rest of the summary.
describe('therapy summaries carry the pre/post mood change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const therapyList = async (u: Awaited<ReturnType<typeof progressUser>>) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/therapy/getTherapy/${u.user.id}`, headers: u.headers, remoteAddress: nextIp() });
    return res.json().therapy as { description: string }[];
  };

  it('an after-session check-in on an ended session adds the line (and a later one replaces it)', async () => {
    const u = await progressUser(t.app, { subType: 'god', totalSessions: 40 });
    const p = api(t.app, u);
    const sessionId = await startSession(t.app, u);
    expect((await p.checkin({ mood: 'anxious', intensity: 6, context: 'before_session', sessionId })).statusCode).toBe(201);
    const ended = await endSession(t.app, u, sessionId, true);
    const summary: string = ended.therapy.description;
    expect(summary.length).toBeGreaterThan(0);
    expect(summary).not.toMatch(/Mood:/); // only a before check-in so far
    const usage = await t.app.db.execute(`select count(*)::int as n from ai_usage where user_id = '${u.user.id}'`);
    const calls = (usage as unknown as { rows: { n: number }[] }).rows[0].n;

    expect((await p.checkin({ mood: 'calm', intensity: 8, context: 'after_session', sessionId })).statusCode).toBe(201);
    let [record] = await therapyList(u);
    expect(record.description).toBe(`${summary}\n\nMood: Anxious 3.5/10 before, Calm 7.0/10 after (+3.5).`);
    const [row] = await t.app.db.select().from(therapyRecords).where(eq(therapyRecords.sessionId, sessionId));
    expect(row.description.startsWith('enc:v1:')).toBe(true);

    expect((await p.checkin({ mood: 'sad', intensity: 4, context: 'after_session', sessionId })).statusCode).toBe(201);
    [record] = await therapyList(u);
    expect(record.description).toBe(`${summary}\n\nMood: Anxious 3.5/10 before, Sad 3.0/10 after (-0.5).`);
    // No model call for any of it.
    const after = await t.app.db.execute(`select count(*)::int as n from ai_usage where user_id = '${u.user.id}'`);
    expect((after as unknown as { rows: { n: number }[] }).rows[0].n).toBe(calls);
  });

  it('a session ended after both check-ins stores the line with its summary; without a summary, the line alone', async () => {
    const u = await progressUser(t.app, { subType: 'god', totalSessions: 40 });
    const p = api(t.app, u);
    const withSummary = await startSession(t.app, u);
    await p.checkin({ mood: 'stressed', intensity: 8, context: 'before_session', sessionId: withSummary });
    await p.checkin({ mood: 'happy', intensity: 2, context: 'after_session', sessionId: withSummary });
    const ended = await endSession(t.app, u, withSummary, true);
    expect(ended.therapy.description).toMatch(/.+\n\nMood: Stressed 3\.0\/10 before, Happy 6\.0\/10 after \(\+3\.0\)\.$/s);

    const bare = await startSession(t.app, u);
    await p.checkin({ mood: 'tired', intensity: 4, context: 'before_session', sessionId: bare });
    await p.checkin({ mood: 'tired', intensity: 4, context: 'after_session', sessionId: bare });
    expect((await endSession(t.app, u, bare, false)).therapy.description).toBe('Mood: Tired 4.0/10 before, Tired 4.0/10 after (+0.0).');
  });

  it('a session without check-ins keeps its summary untouched', async () => {
    const u = await progressUser(t.app, { subType: 'god', totalSessions: 40 });
    const sessionId = await startSession(t.app, u);
    const ended = await endSession(t.app, u, sessionId, false);
    expect(ended.therapy.description).toBe('');
  });
});

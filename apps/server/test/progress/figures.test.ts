import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chats, users } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/test-app';
import { api, DAY, endSession, progressUser, startSession } from './helpers';

// The spec's users.progress (moodImprovement, appConsistency, goalProgress): formulas in
// docs/decisions/016-progress.md; carried by getUser, which must stay cheap (decision 015).
describe('progress figures', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const getUser = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().user;
  };
  const row = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

  it('moodImprovement: the last 7 days against the first 7 days of check-ins, x 10', async () => {
    const u = await progressUser(t.app);
    const p = api(t.app, u);
    expect((await p.checkin({ mood: 'sad', intensity: 8 })).json().progress.moodImprovement).toBe(0); // score 1, no baseline yet
    t.clock.advance(2 * DAY);
    expect((await p.checkin({ mood: 'depressed', intensity: 4 })).statusCode).toBe(201); // score 3, still in the first week
    t.clock.advance(13 * DAY);
    const res = await p.checkin({ mood: 'happy', intensity: 8 }); // score 9; the first week (mean 2) is now wholly before the last 7 days
    expect(res.json().progress.moodImprovement).toBe(70);
    t.clock.advance(DAY);
    expect((await p.checkin({ mood: 'calm', intensity: 4 })).json().progress.moodImprovement).toBe(55); // recent mean (9 + 6) / 2 = 7.5, baseline 2
  });

  it('moodImprovement without a baseline: the mean after-minus-before change of therapy sessions', async () => {
    const u = await progressUser(t.app, { subType: 'god', totalSessions: 40 });
    const p = api(t.app, u);
    const s1 = await startSession(t.app, u);
    await p.checkin({ mood: 'anxious', intensity: 8, context: 'before_session', sessionId: s1 }); // 3
    await p.checkin({ mood: 'calm', intensity: 6, context: 'after_session', sessionId: s1 }); // 6.5
    await endSession(t.app, u, s1);
    const s2 = await startSession(t.app, u);
    await p.checkin({ mood: 'stressed', intensity: 4, context: 'before_session', sessionId: s2 }); // 4
    const last = await p.checkin({ mood: 'stressed', intensity: 8, context: 'after_session', sessionId: s2 }); // 3
    // (3.5 + -1) / 2 = 1.25 -> 12.5 points, rounded
    expect(last.json().progress.moodImprovement).toBe(13);
  });

  it('appConsistency: the share of the last 30 UTC days with any activity, check-ins, plays, chats or therapy', async () => {
    const u = await progressUser(t.app, { subType: 'god', totalSessions: 40 });
    const p = api(t.app, u);
    expect((await p.checkin({ mood: 'calm' })).json().progress.appConsistency).toBe(3);
    t.clock.advance(DAY);
    expect((await p.play(300)).statusCode).toBe(204);
    t.clock.advance(DAY);
    await t.app.db.insert(chats).values({ userId: u.user.id, userMessage: t.app.cipher.encrypt('hello'), aiResponse: t.app.cipher.encrypt('hi'), sendTime: 's', responseTime: 'r', createdAt: t.app.clock.now() });
    t.clock.advance(DAY);
    await endSession(t.app, u, await startSession(t.app, u));
    expect((await getUser(u.headers)).progress.appConsistency).toBe(13); // 4 of 30
    t.clock.advance(28 * DAY); // the first two days fall out of the window
    expect((await getUser(u.headers)).progress.appConsistency).toBe(7);
    t.clock.advance(30 * DAY);
    expect((await getUser(u.headers)).progress.appConsistency).toBe(0);
  });

  it('goalProgress: the latest 0-10 rating of each goal the user set, x 10', async () => {
    const u = await progressUser(t.app);
    await t.app.db.update(users).set({ personalGoals: { one: 'Self Love', two: '', three: 'Confidence', four: '' } }).where(eq(users.id, u.user.id));
    await t.app.sessionChanges.barrier(); // reaches the session cache by notification
    const p = api(t.app, u);
    expect((await p.checkin({ mood: 'calm', goals: { one: 4, two: 10 } })).json().progress.goalProgress).toBe(40); // two is not a goal the user set
    t.clock.advance(1000);
    expect((await p.checkin({ mood: 'calm', goals: { three: 8 } })).json().progress.goalProgress).toBe(60); // one 4, three 8
    t.clock.advance(1000);
    expect((await p.checkin({ mood: 'calm', goals: { one: 6 } })).json().progress.goalProgress).toBe(70); // one 6, three 8
    expect((await p.checkin({ mood: 'calm' })).json().progress.goalProgress).toBe(70); // a check-in without ratings changes nothing
    // Clearing a goal's text in the profile changes which goals count, at once.
    const edit = await t.app.inject({ method: 'PUT', url: `/api/v1/auth/editProfile/${u.user.id}`, headers: u.headers, payload: { personalGoals: { one: 'Self Love', two: '', three: '', four: '' } } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().user.progress.goalProgress).toBe(60);
    expect((await getUser(u.headers)).progress.goalProgress).toBe(60);
  });

  it('getUser carries the figures and reads nothing more while (lists_version, day) is unchanged', async () => {
    const u = await progressUser(t.app);
    const p = api(t.app, u);
    const written = (await p.checkin({ mood: 'happy', intensity: 6, goals: { one: 9 } })).json().progress;
    const stored = await row(u.user.id);
    expect(stored.progressStamp).toBe(`${stored.listsVersion}:${t.app.clock.now().toISOString().slice(0, 10)}`);
    expect((await getUser(u.headers)).progress).toEqual(written);
    // Warm: the session, the lists' window and the figures are all current; no query at all.
    const select = vi.spyOn(t.app.db, 'select');
    const execute = vi.spyOn(t.app.db, 'execute');
    const update = vi.spyOn(t.app.db, 'update');
    expect((await getUser(u.headers)).progress).toEqual(written);
    expect(select).not.toHaveBeenCalled();
    expect(execute).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
    // A write by another instance (a row inserted straight into chats) bumps lists_version: recomputed once.
    t.clock.advance(DAY);
    await t.app.db.insert(chats).values({ userId: u.user.id, userMessage: t.app.cipher.encrypt('x'), aiResponse: t.app.cipher.encrypt('y'), sendTime: 's', responseTime: 'r', createdAt: t.app.clock.now() });
    await t.app.sessionChanges.barrier(); // the other instance's write reaches this one's session cache
    expect((await getUser(u.headers)).progress).toEqual({ ...written, appConsistency: 7 });
    expect(update).toHaveBeenCalledTimes(1);
    const after = await row(u.user.id);
    expect(after.progressStamp).toBe(`${after.listsVersion}:${t.app.clock.now().toISOString().slice(0, 10)}`);
  });
});

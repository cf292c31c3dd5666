import { moodScore } from '@haven/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app';
import { api, DAY, endSession, phq9, progressUser, startSession } from './helpers';

// GET /progress/{userId}/summary over several days, with the movable test clock (app.clock).
describe('progress summary', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** Moves the clock forward to the next time the UTC clock reads hh:mm. */
  const advanceTo = (hh: number, mm = 0) => {
    const now = t.clock.now();
    const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hh, mm);
    t.clock.advance((target > now.getTime() ? target : target + DAY) - now.getTime());
  };
  const utcDate = () => t.clock.now().toISOString().slice(0, 10);

  it('counts moods, streak, active days, therapy, meditations, questionnaires and session changes in the range', async () => {
    const u = await progressUser(t.app, { subType: 'god', totalSessions: 40 });
    const p = api(t.app, u);
    const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);
    advanceTo(12);
    const day1 = utcDate();
    ok(await p.checkin({ mood: 'sad', intensity: 8 }));
    advanceTo(12);
    const day2 = utcDate();
    ok(await p.checkin({ mood: 'tired', intensity: 4 }));
    ok(await p.play(600));
    advanceTo(12); // day 3: nothing
    advanceTo(12);
    const day4 = utcDate();
    ok(await p.checkin({ mood: 'calm', intensity: 4 }));
    t.clock.advance(60_000);
    ok(await p.checkin({ mood: 'sad', intensity: 4 }));
    const taken = await p.questionnaire(phq9([1, 1, 1, 1, 1, 1, 1, 1, 0]));
    ok(taken);
    const q = Date.parse(taken.json().result.createdAt);
    advanceTo(12);
    const day5 = utcDate();
    const sessionId = await startSession(t.app, u);
    ok(await p.checkin({ mood: 'anxious', intensity: 8, context: 'before_session', sessionId }));
    t.clock.advance(10 * 60_000);
    ok(await p.checkin({ mood: 'calm', intensity: 6, context: 'after_session', sessionId }));
    await endSession(t.app, u, sessionId);

    const res = await p.summary('?days=7&tz=UTC');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({ days: 7, timeZone: 'UTC', checkins: 6, streak: 2, daysActive: 4, therapy: { sessions: 1, minutes: 10 }, meditationsPlayed: 1 });
    expect(s.moods).toEqual([
      { date: day1, score: moodScore('sad', 8), mood: 'sad', count: 1 },
      { date: day2, score: moodScore('tired', 4), mood: 'tired', count: 1 },
      { date: day4, score: Math.round(((moodScore('calm', 4) + moodScore('sad', 4)) / 2) * 10) / 10, mood: 'sad', count: 2 },
      { date: day5, score: Math.round(((moodScore('anxious', 8) + moodScore('calm', 6)) / 2) * 10) / 10, mood: 'calm', count: 2 },
    ]);
    expect(s.questionnaires.phq9.points).toEqual([{ date: day4, score: 8, band: 'mild', bandLabel: 'Mild' }]);
    expect(s.questionnaires.phq9.availability).toEqual({ lastAt: new Date(q).toISOString(), nextAt: new Date(q + 14 * DAY).toISOString() });
    expect(s.questionnaires.gad7).toEqual({ points: [], availability: { lastAt: null, nextAt: null } });
    expect(s.sessionMoodChanges).toEqual([{ sessionId, date: day5, before: 3, after: 6.5 }]);
    // Progress: 4 active days of 30; no baseline yet, so the session's change (+3.5 -> 35 points); no goals.
    expect(s.progress).toEqual({ moodImprovement: 35, appConsistency: 13, goalProgress: 0 });

    // Three days later the streak is broken (yesterday and today empty) and day 1 has left the 7-day range.
    advanceTo(12);
    advanceTo(12);
    expect((await p.summary('?days=7&tz=UTC')).json().moods[0].date).toBe(day1);
    advanceTo(12);
    const later = (await p.summary('?days=7&tz=UTC')).json();
    expect(later.streak).toBe(0);
    expect(later.moods.map((m: { date: string }) => m.date)).toEqual([day2, day4, day5]);
    expect(later.daysActive).toBe(3);
    const month = (await p.summary('?days=30&tz=UTC')).json();
    expect(month.daysActive).toBe(4);
    expect(month.checkins).toBe(6);
  });

  it('counts days in the requested time zone', async () => {
    const u = await progressUser(t.app);
    const p = api(t.app, u);
    advanceTo(23, 30);
    const utcDay = utcDate();
    expect((await p.checkin({ mood: 'happy', intensity: 6 })).statusCode).toBe(201);
    const kolkataDay = new Date(Date.parse(`${utcDay}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    const utc = (await p.summary('?days=7&tz=UTC')).json();
    const kolkata = (await p.summary('?days=7&tz=Asia%2FKolkata')).json();
    const la = (await p.summary('?days=7&tz=America%2FLos_Angeles')).json();
    expect(utc.moods.map((m: { date: string }) => m.date)).toEqual([utcDay]);
    expect(kolkata.moods.map((m: { date: string }) => m.date)).toEqual([kolkataDay]);
    expect(kolkata.timeZone).toBe('Asia/Kolkata');
    expect(la.moods.map((m: { date: string }) => m.date)).toEqual([utcDay]);
    // In Kolkata it is already the next day there and the check-in is today: a streak of 1.
    expect(kolkata.streak).toBe(1);
    expect(utc.streak).toBe(1);
  });

  it('a streak longer than the range is counted beyond it', async () => {
    const u = await progressUser(t.app);
    const p = api(t.app, u);
    for (let i = 0; i < 9; i++) {
      advanceTo(12);
      expect((await p.play(60)).statusCode).toBe(204);
    }
    const s = (await p.summary('?days=7&tz=UTC')).json();
    expect(s.streak).toBe(9);
    expect(s.daysActive).toBe(7);
    expect(s.meditationsPlayed).toBe(7);
  });

  it('refuses a range other than 7, 30 or 90 and an unknown time zone', async () => {
    const u = await progressUser(t.app);
    const p = api(t.app, u);
    const bad = await p.summary('?days=14');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/days must be 7, 30 or 90/);
    const zone = await p.summary('?tz=Mars%2FOlympus');
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toMatch(/tz must be an IANA time zone/);
    const def = (await p.summary()).json();
    expect(def).toMatchObject({ days: 30, timeZone: 'UTC', checkins: 0, streak: 0, daysActive: 0, moods: [] });
  });
});

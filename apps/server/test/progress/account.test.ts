import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meditationPlays, moodCheckins, questionnaireResults } from '../../src/db/schema';
import { PASSWORD, verifiedUser } from '../auth/helpers';
import { buildTestApp, type TestApp } from '../support/test-app';
import { gad7, nextIp } from './helpers';

// GET /auth/export carries check-ins, questionnaire results and meditation plays; DELETE /auth/account removes them.
describe('progress data in the account export and deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (u: { userId: string; headers: Record<string, string> }, path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/progress/${u.userId}${path}`, headers: u.headers, payload, remoteAddress: nextIp() });

  it('exports every check-in, result and play, decrypted', async () => {
    const u = await verifiedUser(t.app);
    expect((await post(u, '/checkins', { mood: 'calm', intensity: 7, note: 'Tea with Rosalind', goals: { two: 5 } })).statusCode).toBe(201);
    expect((await post(u, '/questionnaires', { ...gad7([1, 2, 0, 1, 0, 1, 2]), difficulty: 2 })).statusCode).toBe(201);
    const play = await post(u, '/meditation-plays', { seconds: 420 });
    expect(play.statusCode).toBe(204);
    expect(play.body).toBe('');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/export', headers: u.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.moodCheckins).toEqual([expect.objectContaining({ mood: 'calm', intensity: 7, note: 'Tea with Rosalind', goals: { two: 5 }, context: 'profile', score: 6.8 })]);
    expect(data.questionnaireResults).toEqual([expect.objectContaining({ kind: 'gad7', answers: [1, 2, 0, 1, 0, 1, 2], difficulty: 2, score: 7, band: 'mild' })]);
    expect(data.meditationPlays).toEqual([{ seconds: 420, createdAt: expect.any(String) }]);
    expect(data.account.progress).toMatchObject({ appConsistency: 3 });
  });

  it('deleting the account removes them, and leaves another user’s', async () => {
    const u = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    for (const who of [u, other]) {
      expect((await post(who, '/checkins', { mood: 'sad' })).statusCode).toBe(201);
      expect((await post(who, '/questionnaires', gad7([0, 0, 0, 0, 0, 0, 0]))).statusCode).toBe(201);
      expect((await post(who, '/meditation-plays', { seconds: 60 })).statusCode).toBe(204);
    }
    const del = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/account', headers: u.headers, payload: { password: PASSWORD } });
    expect(del.statusCode).toBe(204);
    for (const table of [moodCheckins, questionnaireResults, meditationPlays]) {
      expect(await t.app.db.select().from(table).where(eq(table.userId, u.userId))).toHaveLength(0);
      expect(await t.app.db.select().from(table).where(eq(table.userId, other.userId))).toHaveLength(1);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHQ9 } from '@haven/core';
import { buildLoggedTestApp } from '../support/log-capture';
import { api, endSession, phq9, progressUser, startSession } from './helpers';

// Everything the real logger writes while progress data flows is captured and searched: no note,
// no answer, no mood line (the answers' text is never logged).
describe('progress data stays out of the logs', () => {
  let t: Awaited<ReturnType<typeof buildLoggedTestApp>>;
  beforeAll(async () => {
    t = await buildLoggedTestApp();
  });
  afterAll(() => t.close());

  it('check-ins, questionnaires (201, 400, 409, crisis) and the summary leave no personal content in the log', async () => {
    const NOTE = 'Octavia repainted the greenhouse violet';
    const u = await progressUser(t.app, { subType: 'god', totalSessions: 40 });
    const p = api(t.app, u);
    expect((await p.checkin({ mood: 'sad', intensity: 9, note: NOTE })).statusCode).toBe(201);
    expect((await p.checkin({ mood: 'sad', note: `${NOTE} again`, intensity: 99 })).statusCode).toBe(400);
    expect((await p.questionnaire(phq9([3, 2, 3, 2, 3, 2, 3, 2, 3]))).statusCode).toBe(201);
    expect((await p.questionnaire(phq9([3, 2, 3, 2, 3, 2, 3, 2, 3]))).statusCode).toBe(409);
    expect((await p.questionnaire({ kind: 'phq9', answers: [3, 2, 3, 2, 3, 2, 3, 2, 9] })).statusCode).toBe(400);
    const sessionId = await startSession(t.app, u);
    expect((await p.checkin({ mood: 'anxious', intensity: 7, context: 'before_session', sessionId })).statusCode).toBe(201);
    expect((await p.checkin({ mood: 'energetic', intensity: 7, context: 'after_session', sessionId })).statusCode).toBe(201);
    await endSession(t.app, u, sessionId);
    expect((await p.summary('?days=7&tz=Europe%2FRome')).statusCode).toBe(200);

    const log = t.log();
    expect(log).toContain('/api/v1/progress/'); // the requests were logged
    for (const s of [NOTE, '[3,2,3,2,3,2,3,2,3]', '"answers"', 'Mood: ', '/10 before', PHQ9.items[8], 'suicide']) {
      expect(log.includes(s), `the log contains "${s}"`).toBe(false);
    }
  });
});

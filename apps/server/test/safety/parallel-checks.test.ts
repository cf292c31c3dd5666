import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { safetyEvents } from '../../src/db/schema';
import { CRISIS_REPLIES } from '../../src/modules/safety/data/replies';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { sendMessage, sseEvents, startSession } from '../therapy/helpers';
import { OFFLINE_MISS } from '../support/offline-misses';

// Issues 13 and 15: on a therapy turn the provider-side check runs beside the model's stream; the
// first token waits for it, and a flag replaces the model's reply before any of it is shown.

describe('provider checks in parallel with the therapy reply', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ latencyMs: 0, chunkDelayMs: 2, chunkWords: 1 });
  });
  beforeEach(async () => {
    t = await buildTestApp(fake.env());
    fake.moderation = (input) => (input === OFFLINE_MISS ? ['self-harm/intent'] : []);
    fake.requests.length = 0;
  });
  afterEach(async () => t.close());
  afterAll(async () => fake.close());

  it('a turn only moderation flags streams the crisis reply; the model text is never sent or stored', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const { sessionId } = await startSession(t.app, headers);
    const res = await sendMessage(t.app, headers, sessionId, OFFLINE_MISS);
    expect(res.statusCode).toBe(200);
    const events = sseEvents(res.body);
    const text = events.map((e) => (typeof e.delta === 'string' ? e.delta : '')).join('');
    expect(text).toBe(CRISIS_REPLIES.en);
    expect(events.at(-1)).toMatchObject({ done: true, safety: { crisis: true, category: 'suicide' } });
    const active = (await t.app.inject({ method: 'GET', url: '/api/v1/therapy/sessions/active', headers })).json();
    expect(active.messages.at(-1)).toMatchObject({ role: 'assistant', content: CRISIS_REPLIES.en });
    const events2 = await t.app.db.select().from(safetyEvents).where(eq(safetyEvents.userId, user.id));
    expect(events2.map((e) => e.source)).toEqual(['moderation']);
  });

  it('an ordinary turn streams the model reply once moderation and the risk assessment have cleared it; all three calls were made', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const { sessionId } = await startSession(t.app, headers);
    fake.requests.length = 0;
    const res = await sendMessage(t.app, headers, sessionId, 'Work has been heavy this week.');
    const events = sseEvents(res.body);
    expect(events.filter((e) => typeof e.delta === 'string').length).toBeGreaterThan(1);
    expect(events.at(-1)).toMatchObject({ done: true, safety: { crisis: false } });
    expect(fake.requests.map((r) => r.path).sort()).toEqual(['/v1/chat/completions', '/v1/chat/completions', '/v1/moderations']);
    expect(fake.chatRequests()).toHaveLength(1);
    expect(fake.assessmentRequests()).toHaveLength(1);
  });

  it('an offline-flagged turn calls neither the model nor moderation', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const { sessionId } = await startSession(t.app, headers);
    fake.requests.length = 0;
    const res = await sendMessage(t.app, headers, sessionId, 'I took the whole bottle of pills an hour ago');
    expect(sseEvents(res.body).at(-1)).toMatchObject({ done: true, safety: { crisis: true } });
    expect(fake.requests).toHaveLength(0);
  });
});

import { GAD7, PHQ9 } from '@haven/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { buildTestApp, type TestApp } from '../support/test-app';
import { api, gad7, nextIp, phq9, progressUser } from './helpers';

// Check-ins, questionnaires and the mood line of therapy summaries never reach the AI provider:
// the real `openai` provider runs against the fake OpenAI-compatible server, and every request
// body it received is searched.
describe('progress data is never sent to the AI provider', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ latencyMs: 0, chunkDelayMs: 0 });
    fake.chatReply = 'Lanternfish reflection: you spoke about work and rest.';
    t = await buildTestApp(fake.env());
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('no request body holds a check-in note, questionnaire wording or answers, or the mood line', async () => {
    const NOTE = 'Perpetua fed the axolotl called Quillon at dawn';
    const SESSION_NOTE = 'Bartholomew the tuba teacher cancelled again';
    const u = await progressUser(t.app, { subType: 'god', totalSessions: 40 });
    const p = api(t.app, u);
    const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: u.headers, payload, remoteAddress: nextIp() });

    ok(await p.checkin({ mood: 'stressed', intensity: 7, note: NOTE, goals: { one: 3 } }));
    ok(await p.questionnaire({ ...phq9([2, 3, 1, 2, 3, 1, 2, 3, 1]), difficulty: 3 }));
    ok(await p.questionnaire(gad7([3, 2, 3, 2, 3, 2, 3])));

    // A therapy session with check-ins around it, summarised by the model.
    const start = await post('/api/v1/therapy/sessions', { mood: 'stressed', therapyType: 'CBT Therapy', topic: 'Work', language: 'English' });
    ok(start);
    const sessionId = start.json().sessionId;
    ok(await p.checkin({ mood: 'anxious', intensity: 8, note: SESSION_NOTE, context: 'before_session', sessionId }));
    ok(await post(`/api/v1/therapy/sessions/${sessionId}/messages`, { text: 'Work has been heavy this week.' }));
    ok(await p.checkin({ mood: 'calm', intensity: 6, context: 'after_session', sessionId }));
    const ended = await post(`/api/v1/therapy/sessions/${sessionId}/end`, { summarize: true });
    ok(ended);
    const summary: string = ended.json().therapy.description;
    expect(summary).toContain('Lanternfish reflection');
    expect(summary).toContain('Mood: Anxious 3.0/10 before, Calm 6.5/10 after (+3.5).');

    // The next session's prompts carry the previous summary: without its mood line.
    const next = await post('/api/v1/therapy/sessions', { mood: 'calm', therapyType: 'CBT Therapy', topic: 'Rest', language: 'English' });
    ok(next);
    ok(await post(`/api/v1/therapy/sessions/${next.json().sessionId}/messages`, { text: 'I slept better.' }));
    ok(await post(`/api/v1/therapy/sessions/${next.json().sessionId}/end`, { summarize: true }));
    ok(await post('/api/v1/ai/chat', { message: 'How can I keep this going?' }));
    ok(await p.summary('?days=30&tz=Europe%2FParis'));
    ok(await p.checkins());
    ok(await p.questionnaires());
    ok(await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: u.headers }));

    const bodies = fake.requests.map((r) => JSON.stringify(r.body ?? r.form ?? {}));
    expect(fake.chatRequests().length).toBeGreaterThanOrEqual(5);
    // Sanity: the previous summary really was sent (so its mood line had a chance to leak).
    expect(bodies.some((b) => b.includes('Lanternfish reflection'))).toBe(true);
    const forbidden = [NOTE, SESSION_NOTE, 'Mood: ', '/10 before', '/10 after', PHQ9.stem, GAD7.stem, ...PHQ9.items, ...GAD7.items, 'PHQ-9', 'GAD-7', '"answers"', 'moderately_severe', 'Moderately severe'];
    for (const body of bodies) for (const s of forbidden) expect(body.includes(s), `a provider request contained "${s}"`).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { THERAPY_ERRORS } from '@haven/core';
import { startFakeOpenAi } from '../support/fake-openai';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { START, startSession } from './helpers';

// The openai provider against a real local OpenAI-compatible server, over a real socket.
describe('therapy replies stream through from the provider', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ latencyMs: 0, chunkDelayMs: 120, chunkWords: 1 });
    t = await buildTestApp(fake.env({ AI_TIMEOUT_MS: '15000' }));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('delivers the first chunk to the client before the provider has finished', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 3 });
    const s = await startSession(t.app, headers);
    const streamsBefore = fake.sentChunks.length;
    const res = await fetch(`${base}/api/v1/therapy/sessions/${s.sessionId}/messages`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'My boss criticised me in front of everyone.' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let firstDeltaAt = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (!firstDeltaAt && text.includes('"delta"')) firstDeltaAt = Date.now();
    }
    const providerChunks = fake.sentChunks[streamsBefore];
    expect(providerChunks.length).toBeGreaterThan(5);
    // The client had text while the provider was still writing its later chunks.
    expect(firstDeltaAt).toBeGreaterThan(0);
    expect(firstDeltaAt).toBeLessThan(providerChunks.at(-1)!);
    const deltas = text.split('\n\n').filter((b) => b.startsWith('data: ')).map((b) => JSON.parse(b.slice(6))).filter((e) => 'delta' in e);
    expect(deltas.length).toBeGreaterThan(5);
    expect(text.trim().endsWith('"done":true,"safety":{"crisis":false}}')).toBe(true);
  });

  it('puts the previous summary (the last record description) into the prompt', async () => {
    const { headers, user } = await createTestUser(t.app, { subType: 'basic', totalSessions: 3 });
    const description = 'You explored how your fear of failing a presentation ties back to school memories.';
    const add = await t.app.inject({ method: 'POST', url: `/api/v1/therapy/addTherapy/${user.id}`, headers, payload: { therapy: { feeling: 'sad', type: 'CBT Therapy', topic: 'Anxiety', sessionLength: '10:00', description, date: '', time: '' } } });
    expect(add.statusCode).toBe(201);
    const before = fake.chatRequests().length;
    await startSession(t.app, headers);
    const greetingPrompt = JSON.stringify(fake.chatRequests()[before].body);
    expect(greetingPrompt).toContain(description);
  });

  it('answers a provider failure at start with the start error text', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 3 });
    fake.failNext(500, { times: 4 });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers, payload: START });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(THERAPY_ERRORS.start);
  });
});

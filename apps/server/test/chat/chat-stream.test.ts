import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_CAP_MESSAGE, CHAT_ERROR_TEXT, FREE_CHAT_CAP } from '@haven/core';
import { chats } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { sseEvents } from '../therapy/helpers';

// Issue 17: the chatbot's reply streams over the same server-sent events path as therapy:
// safety first, then the cap, then the model; stored once complete.
describe('POST /api/v1/ai/chat/stream', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => t.close());

  const stored = async (userId: string) => Number((await t.app.db.select({ n: count() }).from(chats).where(eq(chats.userId, userId)))[0].n);
  const send = (headers: Record<string, string>, message: string) => t.app.inject({ method: 'POST', url: '/api/v1/ai/chat/stream', headers, payload: { message } });

  it('streams the reply in several chunks, ends with the answer fields, and stores the chat once', async () => {
    const { user, headers } = await createTestUser(t.app);
    const res = await send(headers, 'Work has been heavy this week and I feel drained.');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    const events = sseEvents(res.body);
    const deltas = events.filter((e) => typeof e.delta === 'string');
    expect(deltas.length).toBeGreaterThan(5);
    const text = deltas.map((e) => e.delta).join('');
    expect(text.length).toBeGreaterThanOrEqual(300);
    expect(events.at(-1)).toMatchObject({ done: true, stored: true, safety: { crisis: false }, disclosure: expect.any(Boolean) });
    expect(await stored(user.id)).toBe(1);
    const record = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers })).json().user;
    expect(record.chats.at(-1).aiResponse.default).toBe(text);
  });

  it('a crisis turn streams the crisis reply with help lines and stores nothing', async () => {
    const { user, headers } = await createTestUser(t.app);
    const res = await send(headers, 'I want to kill myself tonight');
    const events = sseEvents(res.body);
    expect(events.at(-1)).toMatchObject({ done: true, stored: false, safety: { crisis: true } });
    expect((events.at(-1) as { safety: { helplines: unknown[] } }).safety.helplines.length).toBeGreaterThan(0);
    expect(await stored(user.id)).toBe(0);
  });

  it('parallel sends at the free cap store exactly the cap and answer the rest 402 with the readable text', async () => {
    const { user, headers } = await createTestUser(t.app);
    const results = await Promise.all(Array.from({ length: FREE_CHAT_CAP + 4 }, (_, i) => send(headers, `Message number ${i} about my week`)));
    const last = (r: (typeof results)[number]) => (r.statusCode === 200 ? sseEvents(r.body).at(-1) : null);
    const saved = results.filter((r) => last(r)?.stored === true);
    // Refused before the model (402), or, when a parallel request took the last slot while this
    // reply streamed, told at the end of the stream: never a silent loss, never a sixth chat.
    const refused = results.filter((r) => r.statusCode === 402 || last(r)?.error === CHAT_CAP_MESSAGE);
    expect(saved.length + refused.length).toBe(results.length);
    expect(saved.length).toBe(FREE_CHAT_CAP);
    expect(await stored(user.id)).toBe(FREE_CHAT_CAP);
    for (const r of results.filter((x) => x.statusCode === 402)) expect(r.json().message).toBe(CHAT_CAP_MESSAGE);
  });

  it('a provider that fails before the first token answers 503 with the chat error text', async () => {
    const down = await buildTestApp({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'k', AI_TIMEOUT_MS: '1000', AI_MODERATION: 'off' });
    try {
      const { headers } = await createTestUser(down.app);
      const res = await down.app.inject({ method: 'POST', url: '/api/v1/ai/chat/stream', headers, payload: { message: 'Hello there, long day.' } });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(CHAT_ERROR_TEXT);
    } finally {
      await down.close();
    }
  });
});

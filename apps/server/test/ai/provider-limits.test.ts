import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_MAX_OUTPUT_CHARS, CHAT_ERROR_TEXT, THERAPY_ERRORS } from '@haven/core';
import { chats, therapyMessages } from '../../src/db/schema';
import { DEFAULT_FAKE_REPLY, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { START, sendMessage, sseEvents, startSession } from '../therapy/helpers';

// Hardening II, point 5: every provider call is bounded in time (first byte, each silence between
// chunks, and the whole stream) and in size (bytes on the wire, characters kept), against the fake
// OpenAI-compatible server and the official SDK. No timed assertions: a hang would hit the test's
// own time-out instead of answering.

const TIMEOUT_MS = 700;
// 20 MiB of text in long words, so the fake server splits it into chunks quickly.
const TWENTY_MB_REPLY = `${'calm'.repeat(256)} `.repeat(20 * 1024);

describe('provider stream time-outs and output caps', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let user: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ latencyMs: 0 });
    // The whole-stream limit is short here so a trickling provider reaches it quickly.
    t = await buildTestApp(fake.env({ AI_TIMEOUT_MS: String(TIMEOUT_MS), AI_STREAM_MAX_MS: '3000', AI_MODERATION: 'off' }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    fake.chatReply = DEFAULT_FAKE_REPLY;
    fake.chunkDelayMs = 0;
    fake.chunkWords = 1;
    user = await createTestUser(t.app, { subType: 'god', totalSessions: 40 });
  });

  const assistantTurns = async (sessionId: string) =>
    (await t.app.db.select().from(therapyMessages).where(eq(therapyMessages.sessionId, sessionId))).filter((m) => m.role === 'assistant');

  it('a provider that sends headers and then stalls gives a readable error, and nothing is stored', async () => {
    const s = await startSession(t.app, user.headers, START);
    fake.stallNext({ afterChunks: 0 });
    const res = await sendMessage(t.app, user.headers, s.sessionId, 'Work has been heavy.');
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(THERAPY_ERRORS.aiResponse);
    expect(await assistantTurns(s.sessionId)).toHaveLength(1); // the greeting only

    fake.stallNext();
    const chat = await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers: user.headers, payload: { message: 'Hello there' } });
    expect(chat.statusCode).toBe(503);
    expect(chat.json().error).toBe(CHAT_ERROR_TEXT);
    expect(await t.app.db.select().from(chats).where(eq(chats.userId, user.user.id))).toHaveLength(0);
  });

  it('a stream that goes silent after its first chunks ends with an error event, and the partial reply is not stored', async () => {
    const s = await startSession(t.app, user.headers, START);
    fake.stallNext({ afterChunks: 3 });
    const res = await sendMessage(t.app, user.headers, s.sessionId, 'Work has been heavy.');
    expect(res.statusCode).toBe(200);
    const events = sseEvents(res.body);
    expect(events.filter((e) => 'delta' in e)).toHaveLength(3);
    expect(events.at(-1)).toEqual({ error: THERAPY_ERRORS.aiResponse });
    expect(await assistantTurns(s.sessionId)).toHaveLength(1);
  });

  it('a stream that trickles forever, each gap under the idle limit, is cut off by the whole-stream limit', async () => {
    const s = await startSession(t.app, user.headers, START);
    fake.chatReply = 'slowly '.repeat(10_000);
    fake.chunkDelayMs = 150; // well under the 700 ms idle limit: only a whole-stream limit stops it
    const res = await sendMessage(t.app, user.headers, s.sessionId, 'Tell me more.');
    const events = sseEvents(res.body);
    expect(events.filter((e) => 'delta' in e).length).toBeGreaterThan(3);
    expect(events.filter((e) => 'delta' in e).length).toBeLessThan(10_000);
    expect(events.at(-1)).toEqual({ error: THERAPY_ERRORS.aiResponse });
    expect(await assistantTurns(s.sessionId)).toHaveLength(1);
  });

  it('a 20 MB reply to a plain call is refused and never stored', async () => {
    fake.chatReply = TWENTY_MB_REPLY;
    const chat = await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers: user.headers, payload: { message: 'Hello there' } });
    expect(chat.statusCode).toBe(503);
    expect(chat.json().error).toBe(CHAT_ERROR_TEXT);
    expect(await t.app.db.select().from(chats).where(eq(chats.userId, user.user.id))).toHaveLength(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: user.headers });
    expect(me.body.length).toBeLessThan(100_000);
  });

  it('a 20 MB streamed reply is cut at the character cap: what is sent and stored stays within it', async () => {
    const s = await startSession(t.app, user.headers, START);
    fake.chatReply = TWENTY_MB_REPLY;
    fake.chunkWords = 100; // 100 kB chunks
    const res = await sendMessage(t.app, user.headers, s.sessionId, 'Tell me everything.');
    expect(res.statusCode, res.body).toBe(200);
    const sent = sseEvents(res.body)
      .filter((e) => 'delta' in e)
      .map((e) => e.delta as string)
      .join('');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(AI_MAX_OUTPUT_CHARS);
    const stored = await assistantTurns(s.sessionId);
    expect(stored).toHaveLength(2);
    expect(stored[1].content.length).toBeLessThan(AI_MAX_OUTPUT_CHARS * 2); // ciphertext of at most the cap
  });
});

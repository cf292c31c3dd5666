import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { CHAT_ERROR_TEXT, chatGreeting } from '@haven/core';
import { aiUsage, chats } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { createChatInsertBatcher } from '../../src/modules/chat/insert-batch';
import { randomUUID } from 'node:crypto';

const CRISIS_TEXT = 'I want to kill myself tonight';

describe('POST /api/v1/ai/chat', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const storedChats = async (userId: string) => Number((await t.app.db.select({ n: count() }).from(chats).where(eq(chats.userId, userId)))[0].n);
  const modelCalls = async () => Number((await t.app.db.select({ n: count() }).from(aiUsage))[0].n);

  it('answers a visitor five times, then 402 with /pricing; nothing is stored on the server', async () => {
    let cookies: Record<string, string> = {};
    for (let i = 1; i <= 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', payload: { message: `Hello number ${i}` }, cookies });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.reply.length).toBeGreaterThan(20);
      expect(body.safety.crisis).toBe(false);
      expect(typeof body.disclosure).toBe('boolean');
      expect(body.stored).toBe(false);
      for (const c of res.cookies) cookies = { ...cookies, [c.name]: c.value };
    }
    const sixth = await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', payload: { message: 'One more?' }, cookies });
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json().redirect).toBe('/pricing');
    expect(sixth.json().error).toBeTruthy();
    expect(Number((await t.app.db.select({ n: count() }).from(chats))[0].n)).toBe(0);
  });

  it('stores a free user\'s chats encrypted, caps them at 5 and ignores forged client counts', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'free' });
    for (let i = 1; i <= 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: `I feel tired today ${i}` } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().stored).toBe(true);
    }
    expect(await storedChats(user.id)).toBe(5);
    const [row] = await t.app.db.select().from(chats).where(eq(chats.userId, user.id)).limit(1);
    expect(row.userMessage.startsWith('enc:v1:')).toBe(true);
    expect(row.aiResponse.startsWith('enc:v1:')).toBe(true);

    // The browser claiming a lower count or premium changes nothing.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/chat',
      headers: { ...headers, 'x-chat-count': '0', isPremium: 'true' },
      payload: { message: 'Let me keep going', chatCount: 0, isPremium: true, subType: 'god' },
    });
    expect(forged.statusCode).toBe(402);
    expect(forged.json().redirect).toBe('/pricing');
    expect(await storedChats(user.id)).toBe(5);
  });

  it('gives premium users unlimited chats', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    for (let i = 1; i <= 7; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: `Message ${i}` } });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await storedChats(user.id)).toBe(7);
  });

  it('holds the cap under concurrent requests', async () => {
    const { user, headers } = await createTestUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: `Parallel ${i}` } })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 402)).toHaveLength(3);
    expect(await storedChats(user.id)).toBe(5);
  });

  it('answers a crisis turn with the crisis reply and help lines, without a model call, even at the cap', async () => {
    const { user, headers } = await createTestUser(t.app);
    for (let i = 0; i < 5; i++) await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: `Hi ${i}` } });
    const before = await modelCalls();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: CRISIS_TEXT } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.safety.crisis).toBe(true);
    expect(body.safety.helplines.length).toBeGreaterThan(0);
    expect(body.reply.length).toBeGreaterThan(20);
    expect(await modelCalls()).toBe(before);
    expect(await storedChats(user.id)).toBe(5);
  });

  it('refuses blank input with a readable 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', payload: { message: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^message: /);
  });

  it('returns stored chats in getUser, wrapped in default', async () => {
    const { headers, user } = await createTestUser(t.app, { name: 'Maya Lopez' });
    const sent = (await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: 'Work is a lot lately' } })).json();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().user.chats;
    expect(entries).toEqual([
      { userMessage: { default: 'Work is a lot lately' }, sendTime: { default: sent.sendTime }, aiResponse: { default: sent.reply }, responseTime: { default: sent.responseTime } },
    ]);
    expect(user.name).toBe('Maya Lopez');
    expect(chatGreeting(user.name)).toBe("Hi Maya! I'm your mental health AI companion. How are you feeling today?");
    expect(chatGreeting()).toBe("Hi there! I'm your mental health AI companion. How are you feeling today?");
  });
});

describe('chat when the provider fails', () => {
  let t: TestApp;
  beforeEach(async () => {
    // A provider address where nothing listens: every call fails for real.
    t = await buildTestApp({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'test', AI_TIMEOUT_MS: '2000' });
  });
  afterEach(async () => {
    await t.close();
  });

  it("answers 503 with the spec's bot text and stores nothing", async () => {
    const { user, headers } = await createTestUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: 'Hello there' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe(CHAT_ERROR_TEXT);
    expect(Number((await t.app.db.select({ n: count() }).from(chats).where(eq(chats.userId, user.id)))[0].n)).toBe(0);
  });
});

describe('POST /api/v1/chatbot/addChat/{userId}', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const entry = (n: number) => ({
    userMessage: { default: `typed ${n}` },
    sendTime: { default: `2026-01-01T10:0${n}:00.000Z` },
    aiResponse: `reply ${n}`,
    responseTime: { default: `2026-01-01T10:0${n}:05.000Z` },
  });

  it('stores the spec shape (wrapped or plain values) for the owner only', async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const url = `/api/v1/chatbot/addChat/${owner.user.id}`;
    expect((await t.app.inject({ method: 'POST', url, payload: { chats: entry(1) } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: other.headers, payload: { chats: entry(1) } })).statusCode).toBe(403);
    const ok = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload: { chats: entry(1) } });
    expect(ok.statusCode, ok.body).toBe(201);
    const user = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: owner.headers })).json().user;
    expect(user.chats[0]).toEqual({ userMessage: { default: 'typed 1' }, sendTime: { default: '2026-01-01T10:01:00.000Z' }, aiResponse: { default: 'reply 1' }, responseTime: { default: '2026-01-01T10:01:05.000Z' } });
  });

  it('answers 400 for a malformed body', async () => {
    const owner = await createTestUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/chatbot/addChat/${owner.user.id}`, headers: owner.headers, payload: { chats: { userMessage: 5 } } });
    expect(res.statusCode).toBe(400);
  });

  it('counts toward the free cap and does not store an echo of /ai/chat twice', async () => {
    const { user, headers } = await createTestUser(t.app);
    const sent = (await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: 'Hello' } })).json();
    const echo = await t.app.inject({
      method: 'POST',
      url: `/api/v1/chatbot/addChat/${user.id}`,
      headers,
      payload: { chats: { userMessage: { default: 'Hello' }, sendTime: { default: sent.sendTime }, aiResponse: { default: sent.reply }, responseTime: { default: sent.responseTime } } },
    });
    expect(echo.statusCode).toBe(200);
    expect(echo.json().stored).toBe(false);
    for (let n = 1; n <= 4; n++) {
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/chatbot/addChat/${user.id}`, headers, payload: { chats: entry(n) } })).statusCode).toBe(201);
    }
    const over = await t.app.inject({ method: 'POST', url: `/api/v1/chatbot/addChat/${user.id}`, headers, payload: { chats: entry(5) } });
    expect(over.statusCode).toBe(402);
    expect(over.json().redirect).toBe('/pricing');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: 'more' } })).statusCode).toBe(402);
  });
  it('premium: an echo is answered once in one statement, a chat with the same times but other words is still stored, and parallel new chats are all kept', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'god' });
    const add = (chat: ReturnType<typeof entry>) => t.app.inject({ method: 'POST', url: `/api/v1/chatbot/addChat/${user.id}`, headers, payload: { chats: chat } });
    const first = entry(1);
    expect((await add(first)).statusCode).toBe(201);
    const again = await add(first);
    expect([again.statusCode, again.json().stored]).toEqual([200, false]);
    const sameTimesOtherWords = { ...first, userMessage: { default: 'something else' } };
    expect((await add(sameTimesOtherWords)).statusCode).toBe(201);
    const parallel = await Promise.all(Array.from({ length: 12 }, (_, i) => add(entry(100 + i))));
    expect(parallel.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const chats = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers })).json().user.chats as { userMessage: { default: string } }[];
    expect(chats).toHaveLength(14);
    expect(chats.filter((c) => c.userMessage.default === 'something else')).toHaveLength(1);
  });
  it('premium: the same chat sent five times at once is stored once', async () => {
    const a = await createTestUser(t.app, { subType: 'god' });
    const add = () => t.app.inject({ method: 'POST', url: `/api/v1/chatbot/addChat/${a.user.id}`, headers: a.headers, payload: { chats: entry(7) } });
    const codes = (await Promise.all(Array.from({ length: 5 }, add))).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 201]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: a.headers })).json().user.chats).toHaveLength(1);
  });

  it('grouped inserts: a row that fails (no such user) fails alone, the others in its group are stored', async () => {
    const a = await createTestUser(t.app, { subType: 'god' });
    const batcher = createChatInsertBatcher(t.app, { maxInFlight: 1 });
    const chat = (n: number) => ({ userMessage: `m${n}`, aiResponse: `r${n}`, sendTime: `s${n}`, responseTime: `t${n}` });
    // Five calls in one turn of the event loop go as one group (one statement), which fails on the
    // foreign key of the unknown user and is retried row by row (five more).
    const execute = vi.spyOn(t.app.db, 'execute');
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => batcher.insert(n === 3 ? randomUUID() : a.user.id, chat(n))));
    expect(execute).toHaveBeenCalledTimes(6);
    execute.mockRestore();
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const [{ n }] = await t.app.db.select({ n: count() }).from(chats).where(eq(chats.userId, a.user.id));
    expect(Number(n)).toBe(4);
  });
});

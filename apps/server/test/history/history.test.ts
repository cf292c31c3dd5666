import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_PAGE_MAX, USER_RECORD_WINDOW } from '@haven/core';
import { affirmations, chats } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

// The getUser window and the cursor pages of GET /history, on PGlite and PostgreSQL.
describe('history: the getUser window and GET /history pages', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  /** n chats; the first `sameInstant` share one created_at (one INSERT: now() is the same). */
  async function seedChats(userId: string, n: number, sameInstant = 0) {
    const seal = (s: string) => t.app.cipher.encrypt(s);
    const row = (i: number, createdAt?: Date) => ({ userId, userMessage: seal(`message ${i}`), aiResponse: seal(`reply ${i}`), sendTime: `t${i}`, responseTime: `r${i}`, ...(createdAt ? { createdAt } : {}) });
    if (sameInstant) await t.app.db.insert(chats).values(Array.from({ length: sameInstant }, (_, i) => row(i)));
    const base = Date.now() + 60_000;
    await t.app.db.insert(chats).values(Array.from({ length: n - sameInstant }, (_, k) => row(sameInstant + k, new Date(base + k * 1000))));
  }

  const getUser = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().user;
  };

  it('getUser carries only the newest window, oldest first, and a cursor to the rest', async () => {
    const { user, headers } = await createTestUser(t.app);
    await seedChats(user.id, USER_RECORD_WINDOW + 7);
    const record = await getUser(headers);
    expect(record.chats).toHaveLength(USER_RECORD_WINDOW);
    expect(record.chats[0].userMessage.default).toBe('message 7');
    expect(record.chats.at(-1).userMessage.default).toBe(`message ${USER_RECORD_WINDOW + 6}`);
    expect(record.historyCursors.chats).toEqual(expect.any(String));
    expect(record.historyCursors.therapy).toBeNull();
  });

  it('a short history has no cursor', async () => {
    const { user, headers } = await createTestUser(t.app);
    await seedChats(user.id, 3);
    const record = await getUser(headers);
    expect(record.chats.map((c: { userMessage: { default: string } }) => c.userMessage.default)).toEqual(['message 0', 'message 1', 'message 2']);
    expect(record.historyCursors.chats).toBeNull();
  });

  it('pages backwards through every entry exactly once, even rows created in the same instant', async () => {
    const { user, headers } = await createTestUser(t.app);
    // 30 rows share one created_at: only the id tie-break keeps them apart.
    await seedChats(user.id, 95, 30);
    const record = await getUser(headers);
    const seen: string[] = record.chats.map((c: { userMessage: { default: string } }) => c.userMessage.default);
    let cursor: string | null = record.historyCursors.chats;
    let pages = 0;
    while (cursor) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/history/${user.id}/chats?cursor=${cursor}&limit=17`, headers });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.items.length).toBeLessThanOrEqual(17);
      seen.unshift(...page.items.map((c: { userMessage: { default: string } }) => c.userMessage.default));
      cursor = page.nextCursor;
      pages++;
    }
    expect(pages).toBe(Math.ceil((95 - USER_RECORD_WINDOW) / 17));
    expect(new Set(seen).size).toBe(95);
    // Newest 65 are in creation order; the 30 same-instant rows come first, in any order.
    expect(seen.slice(30)).toEqual(Array.from({ length: 65 }, (_, k) => `message ${30 + k}`));
  });

  it('serves each list, oldest first within a page', async () => {
    const { user, headers } = await createTestUser(t.app);
    const base = Date.now();
    await t.app.db.insert(affirmations).values(Array.from({ length: 5 }, (_, i) => ({ userId: user.id, text: `affirmation ${i}`, createdAt: new Date(base + i) })));
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/history/${user.id}/affirmations?limit=3`, headers });
    expect(res.json().items).toEqual(['affirmation 2', 'affirmation 3', 'affirmation 4']);
    const next = await t.app.inject({ method: 'GET', url: `/api/v1/history/${user.id}/affirmations?limit=3&cursor=${res.json().nextCursor}`, headers });
    expect(next.json()).toEqual({ items: ['affirmation 0', 'affirmation 1'], nextCursor: null });
    for (const list of ['therapy', 'meditations', 'favourites']) {
      const empty = await t.app.inject({ method: 'GET', url: `/api/v1/history/${user.id}/${list}`, headers });
      expect(empty.json()).toEqual({ items: [], nextCursor: null });
    }
  });

  it('is owner-only and refuses bad input with a readable 400', async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    await seedChats(owner.user.id, 2);
    const url = `/api/v1/history/${owner.user.id}/chats`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(403);
    const cases: [string, RegExp][] = [
      [`/api/v1/history/${owner.user.id}/diary`, /list must be one of/],
      [`${url}?limit=0`, /limit must be at least 1/],
      [`${url}?limit=${HISTORY_PAGE_MAX + 1}`, /limit must be at most/],
      [`${url}?cursor=not*a*cursor`, /cursor must be a cursor/],
      [`${url}?cursor=${Buffer.from("x'|1").toString('base64url')}`, /cursor must be a cursor/],
    ];
    for (const [bad, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: bad, headers: owner.headers });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });
});

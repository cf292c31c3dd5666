import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { meditations, users } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { GENERATE_URL, prefsUrl, validPrefs } from './meditation-fixtures';

// Generation through the offline local engine: counts, storage, and the role rules (spec 6),
// which the server decides from its own records whatever the client claims.
describe('POST /meditation/generate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function userWithPrefs(subType: 'free' | 'basic' = 'free') {
    const u = await createTestUser(t.app, { subType, totalSessions: subType === 'free' ? 0 : 5 });
    const res = await t.app.inject({ method: 'PUT', url: prefsUrl(u.user.id), headers: u.headers, payload: validPrefs });
    expect(res.statusCode).toBe(200);
    return u;
  }
  const storedCount = async (userId: string) => (await t.app.db.select().from(meditations).where(eq(meditations.userId, userId))).length;
  const flag = async (userId: string) => (await t.app.db.select({ f: users.isMeditation }).from(users).where(eq(users.id, userId)))[0].f;

  it('gives a free user 3 meditations in the spec shape, stores them and marks meditation used', async () => {
    const u = await userWithPrefs();
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 3 } });
    expect(res.statusCode).toBe(200);
    const list = res.json().meditations;
    expect(list).toHaveLength(3);
    for (const m of list) {
      expect(Object.keys(m).sort()).toEqual(['description', 'duration', 'time', 'title', 'type']);
      for (const v of Object.values(m)) expect(typeof v).toBe('string');
      expect(m.title.length).toBeGreaterThan(0);
      expect(m.description.length).toBeGreaterThan(0);
    }
    expect(new Set(list.map((m: { title: string }) => m.title)).size).toBe(3);
    expect(await storedCount(u.user.id)).toBe(3);
    expect(await flag(u.user.id)).toBe(true);
  });

  it('sends a free user to /pricing on a second generation, whatever flags the client forges', async () => {
    const u = await userWithPrefs();
    expect((await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 3 } })).statusCode).toBe(200);
    const forged = await t.app.inject({
      method: 'POST',
      url: GENERATE_URL,
      headers: { ...u.headers, isPremium: 'true', cookie: 'freeMeds=false' },
      payload: { count: 1, isPremium: true, subType: 'god', isMeditation: false },
    });
    expect(forged.statusCode).toBe(402);
    expect(forged.json()).toMatchObject({ redirect: '/pricing' });
    expect(forged.json().error).toMatch(/Upgrade to Premium/);
    expect(await storedCount(u.user.id)).toBe(3);
  });

  it('lets only one of two simultaneous free generations through', async () => {
    const u = await userWithPrefs();
    const [a, b] = await Promise.all([0, 1].map(() => t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 3 } })));
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 402]);
    expect(await storedCount(u.user.id)).toBe(3);
  });

  it('lets a premium user generate again: 3, then 1 for Generate New Meditation, all stored', async () => {
    const u = await userWithPrefs('basic');
    const first = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 3 } });
    expect(first.json().meditations).toHaveLength(3);
    const again = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 1 } });
    expect(again.statusCode).toBe(200);
    expect(again.json().meditations).toHaveLength(1);
    expect(await storedCount(u.user.id)).toBe(4);
  });

  it('follows the saved preferences (length and type)', async () => {
    const u = await userWithPrefs('basic');
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 1 } });
    const [m] = res.json().meditations;
    expect(m.duration).toContain('15');
    expect(m.type).toBe('Breathing exercises');
  });

  it('refuses a count other than 1 or 3', async () => {
    const u = await userWithPrefs('basic');
    for (const count of [0, 2, 4, '3']) {
      const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('count');
    }
  });

  it('asks for preferences first, without using up the free set', async () => {
    const u = await createTestUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 3 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please save your meditation preferences first.');
    expect(await flag(u.user.id)).toBe(false);
  });

  it('gives a visitor one set (with preferences sent along), stores nothing, then 402', async () => {
    const ip = '10.9.8.7';
    const rowsBefore = (await t.app.db.select().from(meditations)).length;
    const first = await t.app.inject({ method: 'POST', url: GENERATE_URL, remoteAddress: ip, payload: { count: 3, preferences: validPrefs } });
    expect(first.statusCode).toBe(200);
    expect(first.json().meditations).toHaveLength(3);
    expect(await t.app.db.select().from(meditations)).toHaveLength(rowsBefore);
    const cookie = first.cookies.find((c) => c.name === 'haven_visitor');
    expect(cookie).toBeDefined();
    const second = await t.app.inject({ method: 'POST', url: GENERATE_URL, remoteAddress: ip, cookies: { haven_visitor: cookie!.value }, payload: { count: 1, preferences: validPrefs } });
    expect(second.statusCode).toBe(402);
    expect(second.json().redirect).toBe('/pricing');
    // Issue 18: a new browser (no cookie) on the same IP gets its own trial; the IP only carries a
    // generous daily ceiling (apps/server/test/quota covers it), so this is not a lock-out.
    const newBrowser = await t.app.inject({ method: 'POST', url: GENERATE_URL, remoteAddress: ip, payload: { count: 3, preferences: validPrefs } });
    expect(newBrowser.statusCode).toBe(200);
    const newCookie = newBrowser.cookies.find((c) => c.name === 'haven_visitor');
    expect(newCookie!.value).not.toBe(cookie!.value);
  });

  it('rate-limits generation per user (it costs a model call)', async () => {
    const u = await userWithPrefs('basic');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 1 } })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('asks a visitor without preferences for them, without spending the trial', async () => {
    const ip = '10.9.8.6';
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, remoteAddress: ip, payload: { count: 3 } });
    expect(res.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'POST', url: GENERATE_URL, remoteAddress: ip, payload: { count: 3, preferences: validPrefs } });
    expect(ok.statusCode).toBe(200);
  });
});

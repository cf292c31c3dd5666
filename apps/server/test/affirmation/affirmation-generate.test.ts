import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { affirmations, users } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { GENERATE_URL, addUrl, prefsUrl, validAffirmationPrefs } from './affirmation-fixtures';

describe('POST /affirmation/generate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function userWithPrefs(subType: 'free' | 'god' = 'free') {
    const u = await createTestUser(t.app, { subType, totalSessions: subType === 'free' ? 0 : 40 });
    const res = await t.app.inject({ method: 'PUT', url: prefsUrl(u.user.id), headers: u.headers, payload: { affirmationsPreferences: validAffirmationPrefs } });
    expect(res.statusCode).toBe(200);
    return u;
  }
  const stored = async (userId: string) => (await t.app.db.select().from(affirmations).where(eq(affirmations.userId, userId))).map((r) => t.app.cipher.decrypt(r.text));

  it('gives 4 first-person affirmations and stores them', async () => {
    const u = await userWithPrefs();
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: {} });
    expect(res.statusCode).toBe(200);
    const list: string[] = res.json().affirmations;
    expect(list).toHaveLength(4);
    for (const a of list) {
      expect(typeof a).toBe('string');
      expect(a).toMatch(/\b(I|I'm|I am|my|me)\b/);
    }
    expect((await stored(u.user.id)).sort()).toEqual([...list].sort());
    const [row] = await t.app.db.select({ f: users.isAffirmation }).from(users).where(eq(users.id, u.user.id));
    expect(row.f).toBe(true);
  });

  it('works without a body at all', async () => {
    const u = await userWithPrefs('god');
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().affirmations).toHaveLength(4);
  });

  it('sends a free user to /pricing the second time, despite forged flags', async () => {
    const u = await userWithPrefs();
    expect((await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: {} })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: { ...u.headers, isPremium: 'true' }, payload: { isPremium: true, isAffirmation: false, subType: 'god' } });
    expect(again.statusCode).toBe(402);
    expect(again.json().redirect).toBe('/pricing');
    expect(await stored(u.user.id)).toHaveLength(4);
  });

  it('lets premium users repeat (8 stored after two sets)', async () => {
    const u = await userWithPrefs('god');
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: {} })).statusCode).toBe(200);
    expect(await stored(u.user.id)).toHaveLength(8);
  });

  it('gives a visitor one set with the preferences sent along, then 402', async () => {
    const ip = '10.7.7.7';
    const first = await t.app.inject({ method: 'POST', url: GENERATE_URL, remoteAddress: ip, payload: { preferences: validAffirmationPrefs } });
    expect(first.statusCode).toBe(200);
    expect(first.json().affirmations).toHaveLength(4);
    const cookie = first.cookies.find((c) => c.name === 'haven_visitor')!;
    const second = await t.app.inject({ method: 'POST', url: GENERATE_URL, remoteAddress: ip, cookies: { haven_visitor: cookie.value }, payload: { preferences: validAffirmationPrefs } });
    expect(second.statusCode).toBe(402);
    expect(second.json().redirect).toBe('/pricing');
  });

  it('refuses bad visitor preferences with a readable 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, remoteAddress: '10.7.7.8', payload: { preferences: { affirmationTheme: 'money', preferredAffirmation: 'short' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^preferences\.affirmationTheme: Please choose a theme/);
  });

  it('asks for preferences first when none are stored', async () => {
    const u = await createTestUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please save your affirmation preferences first.');
  });

  it('addAffirmation stores one for the owner only', async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const text = 'I am worthy of rest and kindness.';
    expect((await t.app.inject({ method: 'POST', url: addUrl(owner.user.id), headers: other.headers, payload: { generatedAffirmation: text } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: addUrl(owner.user.id), payload: { generatedAffirmation: text } })).statusCode).toBe(401);
    const ok = await t.app.inject({ method: 'POST', url: addUrl(owner.user.id), headers: owner.headers, payload: { generatedAffirmation: text } });
    expect(ok.statusCode).toBe(201);
    expect(await stored(owner.user.id)).toEqual([text]);
    const empty = await t.app.inject({ method: 'POST', url: addUrl(owner.user.id), headers: owner.headers, payload: { generatedAffirmation: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('generatedAffirmation: The affirmation cannot be empty.');
  });
});

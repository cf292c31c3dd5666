import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { favoriteAffirmations } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { favUrl, unfavUrl } from './affirmation-fixtures';

describe('affirmation favourites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const a1 = 'I am calm, capable and ready for what today brings.';
  const a2 = 'I choose to speak to myself with patience and warmth.';

  it('round-trips: saved once, listed in order, removable', async () => {
    const u = await createTestUser(t.app);
    const first = await t.app.inject({ method: 'POST', url: favUrl(u.user.id), headers: u.headers, payload: { favoriteAffirmations: a1 } });
    expect(first.statusCode).toBe(200);
    expect(first.json().favoriteAffirmations).toEqual([a1]);
    // Saving the same one again keeps a single row.
    await t.app.inject({ method: 'POST', url: favUrl(u.user.id), headers: u.headers, payload: { favoriteAffirmations: a1 } });
    const second = await t.app.inject({ method: 'POST', url: favUrl(u.user.id), headers: u.headers, payload: { favoriteAffirmations: a2 } });
    expect(second.json().favoriteAffirmations).toEqual([a1, a2]);
    const rows = await t.app.db.select().from(favoriteAffirmations).where(eq(favoriteAffirmations.userId, u.user.id));
    expect(rows.every((r) => r.text.startsWith('enc:v1:'))).toBe(true); // sealed at rest
    expect(rows.map((r) => t.app.cipher.decrypt(r.text)).sort()).toEqual([a1, a2].sort());

    const removed = await t.app.inject({ method: 'POST', url: unfavUrl(u.user.id), headers: u.headers, payload: { favoriteAffirmations: a1 } });
    expect(removed.json().favoriteAffirmations).toEqual([a2]);
  });

  it('shows favourites in the user record after a fresh load', async () => {
    const u = await createTestUser(t.app);
    await t.app.inject({ method: 'POST', url: favUrl(u.user.id), headers: u.headers, payload: { favoriteAffirmations: a2 } });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: u.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.favoriteAffirmations).toEqual([a2]);
  });

  it('refuses visitors (401) and other users (403)', async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: favUrl(owner.user.id), payload: { favoriteAffirmations: a1 } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: favUrl(owner.user.id), headers: other.headers, payload: { favoriteAffirmations: a1 } })).statusCode).toBe(403);
    expect(await t.app.db.select().from(favoriteAffirmations).where(eq(favoriteAffirmations.userId, owner.user.id))).toHaveLength(0);
  });

  it('refuses an empty favourite with a readable 400', async () => {
    const u = await createTestUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: favUrl(u.user.id), headers: u.headers, payload: { favoriteAffirmations: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('favoriteAffirmations: The affirmation cannot be empty.');
  });
});

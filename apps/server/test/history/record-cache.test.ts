import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chats, favoriteAffirmations, therapyRecords, users } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

// getUser answers from the auth row and a cached window of the lists, keyed by users.lists_version,
// which database triggers bump on every list change (migration 0004). These tests write to the lists
// straight through the database, as another instance (or any other writer) would, and expect the
// next getUser to show it. On PGlite and PostgreSQL.
describe('getUser: the cached list window follows every write', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const getUser = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json().user;
  };
  const seal = (s: string) => t.app.cipher.encrypt(s);
  /** Sealed chats written straight to the database, as another instance would. */
  const insertChats = (userId: string, n: number) =>
    t.app.db.insert(chats).values(Array.from({ length: n }, (_, i) => ({ userId, userMessage: seal(`m${i}`), aiResponse: seal(`r${i}`), sendTime: `s${i}`, responseTime: `t${i}` })));
  const version = async (userId: string) => (await t.app.db.select({ v: users.listsVersion }).from(users).where(eq(users.id, userId)))[0].v;

  it('a repeated getUser is the same answer without decrypting the lists again', async () => {
    const { user, headers } = await createTestUser(t.app);
    await insertChats(user.id, 12);
    const first = await getUser(headers);
    const decrypt = vi.spyOn(t.app.cipher, 'decrypt');
    const second = await getUser(headers);
    expect(second).toEqual(first);
    // Only the user's own sealed fields (profession, mood): not the 24 chat texts.
    expect(decrypt.mock.calls.length).toBeLessThanOrEqual(2);
    expect(second.chats).toHaveLength(12);
  });

  it('a list-change notice that arrives after the new lists were read costs one row read, not the lists again', async () => {
    const { user, headers } = await createTestUser(t.app);
    await insertChats(user.id, 12);
    // Until the database's notices of these writes (and of the progress figures the first getUser
    // stores) have arrived, the session is not held; then it is, at the new version.
    await t.app.sessionChanges.barrier();
    const first = await getUser(headers);
    await t.app.sessionChanges.barrier();
    expect(await getUser(headers)).toEqual(first);
    expect(t.app.sessionCache.size).toBe(1);
    // A notice reaching this instance now, after getUser read the lists (as the database's notice
    // of a write can): the cached session's lists_version becomes unknown, though the window is current.
    t.app.sessionCache.markListsChanged(user.id);
    const decrypt = vi.spyOn(t.app.cipher, 'decrypt');
    const second = await getUser(headers);
    expect(second).toEqual(first);
    expect(decrypt.mock.calls.length).toBeLessThanOrEqual(2);
    // And a real change behind the same notice is still seen.
    await t.app.db.delete(chats).where(eq(chats.userId, user.id));
    t.app.sessionCache.markListsChanged(user.id);
    expect((await getUser(headers)).chats).toHaveLength(0);
  });

  it('rows inserted, updated and deleted outside this instance show at the next getUser', async () => {
    const { user, headers } = await createTestUser(t.app);
    const v0 = await version(user.id);
    expect((await getUser(headers)).chats).toHaveLength(0);

    await t.app.db.insert(chats).values({ userId: user.id, userMessage: seal('written elsewhere'), aiResponse: seal('ok'), sendTime: 's', responseTime: 't' });
    expect(await version(user.id)).toBeGreaterThan(v0);
    expect((await getUser(headers)).chats.map((c: { userMessage: { default: string } }) => c.userMessage.default)).toEqual(['written elsewhere']);

    const [record] = await t.app.db.insert(therapyRecords).values({ userId: user.id, description: seal('first summary') }).returning();
    expect((await getUser(headers)).therapy[0].description).toBe('first summary');
    await t.app.db.update(therapyRecords).set({ description: seal('edited summary') }).where(eq(therapyRecords.id, record.id));
    expect((await getUser(headers)).therapy[0].description).toBe('edited summary');

    await t.app.db.insert(favoriteAffirmations).values({ userId: user.id, text: seal('I am enough.'), textHash: t.app.cipher.blindIndex('I am enough.') });
    expect((await getUser(headers)).favoriteAffirmations).toEqual(['I am enough.']);
    await t.app.db.delete(favoriteAffirmations).where(eq(favoriteAffirmations.userId, user.id));
    expect((await getUser(headers)).favoriteAffirmations).toEqual([]);
  });

  it("another user's writes leave this user's version alone", async () => {
    const a = await createTestUser(t.app);
    const b = await createTestUser(t.app);
    const before = await version(a.user.id);
    await t.app.db.insert(chats).values({ userId: b.user.id, userMessage: seal('b'), aiResponse: seal('b'), sendTime: 's', responseTime: 't' });
    expect(await version(a.user.id)).toBe(before);
  });

  it("the user's own fields are always current (they come from the auth row, not the cache)", async () => {
    const { user, headers } = await createTestUser(t.app);
    await getUser(headers);
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/auth/editProfile/${user.id}`, headers, payload: { name: 'Renamed Person', profession: 'Nurse', mood: 'calm' } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const after = await getUser(headers);
    expect({ name: after.name, profession: after.profession, mood: after.mood }).toEqual({ name: 'Renamed Person', profession: 'Nurse', mood: 'calm' });
  });

  it('a signed-out token gets 401 even when its user is cached', async () => {
    const { headers } = await createTestUser(t.app);
    await getUser(headers);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
    expect(out.statusCode).toBeLessThan(300);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers });
    expect(res.statusCode).toBe(401);
  });
});

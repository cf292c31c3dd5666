import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../src/db/schema';
import { createSessionCache, LISTS_UNKNOWN, type CachedSession } from '../../src/modules/auth/session-cache';
import { hashToken } from '../../src/lib/tokens';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

const session = (userId: string, name = 'A', expiresAt = new Date(Date.now() + 60_000)): CachedSession => ({
  sessionId: `s-${userId}`,
  expiresAt,
  user: { id: userId, name } as CachedSession['user'],
});

describe('session cache (unit)', () => {
  const make = (ttlMs = 1000) => {
    let t = 0;
    const cache = createSessionCache({ ttlMs, maxEntries: 3, monotonicNow: () => t });
    cache.setListening(true);
    return { cache, advance: (ms: number) => (t += ms) };
  };

  it('answers a stored session until its time in memory runs out', () => {
    const { cache, advance } = make(1000);
    cache.fill('h1', cache.epoch, session('u1'));
    expect(cache.get('h1', new Date())?.user.id).toBe('u1');
    advance(1001);
    expect(cache.get('h1', new Date())).toBeUndefined();
  });

  it('never answers a session past its own expiry', () => {
    const { cache } = make();
    cache.fill('h1', cache.epoch, session('u1', 'A', new Date(Date.now() + 10)));
    expect(cache.get('h1', new Date(Date.now() + 20))).toBeUndefined();
  });

  it('a read that began before its user was invalidated is not stored', () => {
    const { cache } = make();
    const before = cache.epoch;
    cache.invalidateUser('u1'); // a write lands while the read is in flight
    cache.fill('h1', before, session('u1', 'stale'));
    expect(cache.get('h1', new Date())).toBeUndefined();
    // Another user's invalidation does not block it, and a read begun after is stored.
    cache.invalidateUser('u2');
    const after = cache.epoch;
    cache.fill('h1', after, session('u1', 'fresh'));
    expect(cache.get('h1', new Date())?.user.name).toBe('fresh');
  });

  it('invalidating a user drops all of their sessions and nobody else', () => {
    const { cache } = make();
    cache.fill('a1', cache.epoch, session('u1'));
    cache.fill('a2', cache.epoch, { ...session('u1'), sessionId: 'other' });
    cache.fill('b1', cache.epoch, session('u2'));
    cache.invalidateUser('u1');
    expect(cache.get('a1', new Date())).toBeUndefined();
    expect(cache.get('a2', new Date())).toBeUndefined();
    expect(cache.get('b1', new Date())?.user.id).toBe('u2');
  });

  it("a change to a user's lists keeps their sessions but marks the lists' version unknown", () => {
    const { cache } = make();
    cache.fill('h1', cache.epoch, { ...session('u1'), user: { id: 'u1', listsVersion: 7 } as CachedSession['user'] });
    const before = cache.epoch;
    cache.markListsChanged('u1');
    expect(cache.get('h1', new Date())?.user.listsVersion).toBe(LISTS_UNKNOWN);
    // A read that began before the change may hold the old version: not stored.
    cache.fill('h2', before, { ...session('u1'), user: { id: 'u1', listsVersion: 7 } as CachedSession['user'] });
    expect(cache.get('h2', new Date())).toBeUndefined();
  });

  it('serves nothing while the listener is down, and a read begun before a clear is not stored', () => {
    const { cache } = make();
    cache.fill('h1', cache.epoch, session('u1'));
    cache.setListening(false);
    expect(cache.get('h1', new Date())).toBeUndefined();
    cache.fill('h1', cache.epoch, session('u1'));
    expect(cache.size).toBe(0);
    const before = cache.epoch;
    cache.setListening(true);
    cache.fill('h1', before, session('u1'));
    expect(cache.get('h1', new Date())).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const { cache } = make();
    for (const u of ['u1', 'u2', 'u3', 'u4']) cache.fill(`h-${u}`, cache.epoch, session(u));
    expect(cache.size).toBe(3);
    expect(cache.get('h-u1', new Date())).toBeUndefined();
    expect(cache.get('h-u4', new Date())?.user.id).toBe('u4');
  });

  it('a time in memory of 0 turns it off', () => {
    const cache = createSessionCache({ ttlMs: 0 });
    cache.setListening(true);
    cache.fill('h1', cache.epoch, session('u1'));
    expect(cache.get('h1', new Date())).toBeUndefined();
  });
});

describe('sessions answered from memory stay right (both databases)', () => {
  let t: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // A second instance on the same database, as behind a load balancer.
    second = await buildTestApp({}, { keepData: true });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });
  afterEach(async () => {
    await t.app.sessionChanges.barrier();
    await second.app.sessionChanges.barrier();
  });

  const getUser = (app: TestApp, headers: Record<string, string>) => app.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers });
  // The first getUser of a day stores the user's progress figures (a write, so it is forgotten).
  const warm = async (app: TestApp, headers: Record<string, string>) => {
    await getUser(app, headers);
    await app.app.sessionChanges.barrier();
  };
  const nameOf = async (app: TestApp, headers: Record<string, string>) => (await getUser(app, headers)).json().user.name as string;
  /** Changes a name with the triggers off: what a cache hit would miss, so a hit is visible. */
  const renameUnheard = (userId: string, name: string) =>
    t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ name }).where(eq(users.id, userId));
    });

  it('a warm getUser runs no query: a change nobody announced is not seen until the entry expires or is dropped', async () => {
    const { user, headers } = await createTestUser(t.app, { name: 'Before' });
    await warm(t, headers);
    expect(await nameOf(t, headers)).toBe('Before');
    await renameUnheard(user.id, 'Unheard');
    expect(await nameOf(t, headers)).toBe('Before');
    t.app.sessionCache.invalidateUser(user.id);
    expect(await nameOf(t, headers)).toBe('Unheard');
  });

  it('a change by anyone else (a webhook, a script, another instance) reaches every instance through the database', async () => {
    const { user, headers } = await createTestUser(t.app, { name: 'Old' });
    expect(await nameOf(t, headers)).toBe('Old');
    expect(await nameOf(second, headers)).toBe('Old');
    await t.app.db.update(users).set({ name: 'New', isPremium: true, subType: 'god' }).where(eq(users.id, user.id));
    await t.app.sessionChanges.barrier();
    await second.app.sessionChanges.barrier();
    const [a, b] = [(await getUser(t, headers)).json().user, (await getUser(second, headers)).json().user];
    expect([a.name, a.subType, b.name, b.subType]).toEqual(['New', 'god', 'New', 'god']);
  });

  it("the caller's own write is read back at once, without waiting for the notification", async () => {
    const { user, headers } = await createTestUser(t.app, { name: 'Mine' });
    expect(await nameOf(t, headers)).toBe('Mine');
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/auth/editProfile/${user.id}`, headers, payload: { name: 'Changed' } });
    expect(put.statusCode).toBe(200);
    expect(await nameOf(t, headers)).toBe('Changed');
  });

  it('a new chat keeps the session in memory and getUser shows it at once, whoever wrote it', async () => {
    const { user, headers, token } = await createTestUser(t.app, { subType: 'god', name: 'Chatty' });
    await warm(t, headers);
    await warm(second, headers);
    const at = new Date().toISOString();
    const add = await t.app.inject({ method: 'POST', url: `/api/v1/chatbot/addChat/${user.id}`, headers, payload: { chats: { userMessage: { default: 'hello there' }, sendTime: { default: at }, aiResponse: { default: 'hi' }, responseTime: { default: at } } } });
    expect(add.statusCode).toBe(201);
    // The session stayed in memory, with the lists' version marked unknown, so the lists are read afresh.
    expect(t.app.sessionCache.get(hashToken(token), new Date())?.user.listsVersion).toBe(LISTS_UNKNOWN);
    const mine = (await getUser(t, headers)).json().user;
    expect(mine.name).toBe('Chatty');
    expect(mine.chats.map((c: { userMessage: { default: string } }) => c.userMessage.default)).toEqual(['hello there']);
    // The other instance hears the lists' change from the database.
    await second.app.sessionChanges.barrier();
    const theirs = (await getUser(second, headers)).json().user;
    expect(theirs.name).toBe('Chatty');
    expect(theirs.chats).toHaveLength(1);
  });

  it('sign-out ends the session on this instance at once and on the other through the database', async () => {
    const { headers } = await createTestUser(t.app);
    expect((await getUser(t, headers)).statusCode).toBe(200);
    expect((await getUser(second, headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers })).statusCode).toBe(204);
    expect((await getUser(t, headers)).statusCode).toBe(401);
    await second.app.sessionChanges.barrier();
    expect((await getUser(second, headers)).statusCode).toBe(401);
  });

  it('a session revoked or deleted behind the server (sign out everywhere, account removal) stops working', async () => {
    const a = await createTestUser(t.app);
    const b = await createTestUser(t.app);
    expect((await getUser(second, a.headers)).statusCode).toBe(200);
    expect((await getUser(second, b.headers)).statusCode).toBe(200);
    await t.app.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.userId, a.user.id));
    await t.app.db.delete(users).where(eq(users.id, b.user.id));
    await second.app.sessionChanges.barrier();
    expect((await getUser(second, a.headers)).statusCode).toBe(401);
    expect((await getUser(second, b.headers)).statusCode).toBe(401);
  });

  it('a request with no caller that writes (sign-up, a webhook) forgets everyone held here', async () => {
    const { user, headers } = await createTestUser(t.app, { name: 'Held' });
    await warm(t, headers);
    expect(await nameOf(t, headers)).toBe('Held');
    await renameUnheard(user.id, 'Renamed');
    const signup = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: { name: 'New Person', email: `np-${Date.now()}@example.com`, password: 'Correct-Horse-9' } });
    expect(signup.statusCode).toBeLessThan(500);
    expect(await nameOf(t, headers)).toBe('Renamed');
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('while the listener is lost nothing is answered from memory, and it comes back', async () => {
    const { user, headers } = await createTestUser(t.app, { name: 'Before' });
    await warm(t, headers);
    expect(await nameOf(t, headers)).toBe('Before');
    // Cut every LISTEN connection of this database (both instances').
    await t.app.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'haven-listen' and pid <> pg_backend_pid()`);
    await new Promise((r) => setTimeout(r, 100));
    await renameUnheard(user.id, 'Unheard');
    expect(await nameOf(t, headers)).toBe('Unheard');
    // Reconnected within the retry delays: warm entries are served again.
    await expect.poll(async () => {
      await renameUnheard(user.id, `n${Date.now()}`);
      const first = await nameOf(t, headers);
      await renameUnheard(user.id, 'later');
      return (await nameOf(t, headers)) === first;
    }, { timeout: 8000, interval: 300 }).toBe(true);
  });
});

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_MIN_CHARGED_SECONDS } from '@haven/core';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { createTestUser, TEST_ENCRYPTION_KEY } from '../support/test-app';
import { getTestDatabase, resetDatabase } from '../support/test-db';

// Two server instances on two ports, each with its own connection pool, sharing PostgreSQL and
// Redis, as behind a load balancer. Needs DATABASE_URL (CI's PostgreSQL pass); Redis is the
// machine's 127.0.0.1:6379 unless REDIS_URL says otherwise.
describe.runIf(Boolean(process.env.DATABASE_URL))('two instances behind a load balancer', () => {
  const apps: FastifyInstance[] = [];
  const pools: Database[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    const shared = await getTestDatabase();
    await resetDatabase(shared);
    const dbUrl = (shared.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    const prefix = `haven-test-${randomBytes(4).toString('hex')}:`; // fresh Redis keys for this run
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: dbUrl, poolMax: 4 });
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
        COOKIE_SECRET: 'shared-cookie-secret-0123456789',
        WEB_DIST: '/nonexistent',
        AI_PROVIDER: 'local',
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: prefix,
      });
      const app = await buildApp({ config, database, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address() as { port: number };
      apps.push(app);
      pools.push(database);
      urls.push(`http://127.0.0.1:${address.port}`);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const p of pools) await p.close();
  });

  const call = (i: number, path: string, init: RequestInit = {}) => fetch(`${urls[i]}/api/v1${path}`, init);
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

  it('a session created on one instance works on the other', async () => {
    const { headers } = await createTestUser(apps[0], { email: 'both@example.com' });
    const res = await call(1, '/auth/getUser', { headers });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe('both@example.com');
  });

  it('rate limits hold across both instances', async () => {
    const statuses: number[] = [];
    // POST /safety/check allows 60 a minute per IP.
    for (let i = 0; i < 62; i++) statuses.push((await call(i % 2, '/safety/check', json({ text: 'hello there' }))).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });

  it("a visitor's chat trial is counted once across both instances", async () => {
    let cookie = '';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(i % 2, '/ai/chat', json({ message: `Visitor message number ${i}` }, cookie ? { cookie } : {}));
      statuses.push(res.status);
      const set = res.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0];
    }
    expect(cookie).toMatch(/^haven_visitor=/);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 402]);
  });

  it('the monthly reset and a session decrement each happen once', async () => {
    const { user, headers } = await createTestUser(apps[0], { subType: 'basic', totalSessions: 1 });
    await apps[0].db.update(users).set({ lastResetMonth: '2000-01' }).where(eq(users.id, user.id));
    for (const app of apps) await app.sessionChanges.barrier(); // reaches the session caches by notification

    // Both instances read the user at the same moment: one reset to the plan's 5.
    const reads = await Promise.all([call(0, '/auth/getUser', { headers }), call(1, '/auth/getUser', { headers })]);
    expect(reads.map((r) => r.status)).toEqual([200, 200]);
    const afterReset = await apps[0].db.select().from(users).where(eq(users.id, user.id));
    expect(afterReset[0].totalSessions).toBe(5);

    const started = await call(0, '/therapy/sessions', json({ mood: 'calm', therapyType: 'CBT Therapy', topic: 'Work stress', language: 'English' }, headers));
    expect(started.status).toBe(200);
    const { sessionId } = (await started.json()) as { sessionId: string };
    // Past the minimum a premium session must last to be charged (PREMIUM_MIN_CHARGED_SECONDS).
    for (const app of apps) app.clock.advance((PREMIUM_MIN_CHARGED_SECONDS + 1) * 1000);
    // Save & Exit pressed twice, each landing on a different instance.
    const ends = await Promise.all([0, 1].map((i) => call(i, `/therapy/sessions/${sessionId}/end`, json({ summarize: false }, headers))));
    expect(ends.map((r) => r.status).every((s) => s === 200)).toBe(true);
    // A later read on the other instance does not reset the month again.
    await call(1, '/auth/getUser', { headers });
    const final = await apps[1].db.select().from(users).where(eq(users.id, user.id));
    expect(final[0].totalSessions).toBe(4);
  });
});

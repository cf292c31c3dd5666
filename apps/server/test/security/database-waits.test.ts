import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { REQUEST_DEADLINE_MESSAGE } from '../../src/plugins/request-deadline';
import { startDbProxy } from '../support/db-proxy';
import { TEST_ENCRYPTION_KEY } from '../support/test-app';

// Hardening II, point 6: a database that stops answering, is dropped, or lacks its migrations gives
// readable 503s, never a hang or a 500. No timed assertions: a hang would hit the test's time-out.

const DB_DOWN = 'The service is temporarily unavailable. Please try again shortly.';
const adminUrl = process.env.DATABASE_URL;

function configFor(extra: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, COOKIE_SECRET: 'test-cookie-secret-0123456789', WEB_DIST: '/nonexistent', AI_PROVIDER: 'local', ...extra });
}

async function createDatabase(migrated: boolean): Promise<{ name: string; url: URL }> {
  const name = `haven_test_waits_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  if (migrated) {
    const db = await openDatabase({ databaseUrl: url.toString(), poolMax: 1 });
    await runMigrations(db);
    await db.close();
  }
  return { name, url };
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
});

async function appOn(database: Database, extra: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: configFor(extra), database, logger: false });
  await app.ready();
  cleanups.push(() => app.close(), () => database.close());
  return app;
}

const getUser = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: { auth_token: 'some-token-value' } });
const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/v1/health' });

describe('health needs the migrations (PGlite)', () => {
  it('an empty schema answers 503 naming the migrations; a migrated one 200', async () => {
    const empty = await openDatabase({ dataDir: 'memory://' });
    const app = await appOn(empty);
    const res = await health(app);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/migrations are not applied/);
    await runMigrations(empty);
    expect((await health(app)).statusCode).toBe(200);
  });
});

describe.runIf(Boolean(adminUrl))('database waits on PostgreSQL', () => {
  it('a database that accepts connections but never answers gives readable 503s, not a hang', async () => {
    const { name, url } = await createDatabase(true);
    cleanups.push(() => dropDatabase(name));
    const proxy = await startDbProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 2, statementTimeoutMs: 800, connectTimeoutMs: 800 });
    const app = await appOn(database);
    cleanups.push(() => proxy.close()); // first at clean-up: frees the connections stuck on the silent server
    expect((await getUser(app)).statusCode).toBe(401); // connections open and working

    proxy.stall();
    const replies = await Promise.all([getUser(app), getUser(app), getUser(app), health(app)]);
    for (const r of replies.slice(0, 3)) {
      expect(r.statusCode, r.body).toBe(503);
      expect(r.json().error).toBe(DB_DOWN);
    }
    expect(replies[3].statusCode).toBe(503);
    // New connections are accepted by the silent server too, and still time out readably.
    expect((await getUser(app)).statusCode).toBe(503);
  });

  it('the per-request deadline answers 503 even when the database waits are long', async () => {
    const { name, url } = await createDatabase(true);
    cleanups.push(() => dropDatabase(name));
    const proxy = await startDbProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 2, statementTimeoutMs: 120_000, connectTimeoutMs: 120_000 });
    const app = await appOn(database, { REQUEST_DEADLINE_MS: '1500' });
    cleanups.push(() => proxy.close());
    expect((await getUser(app)).statusCode).toBe(401);
    proxy.stall();
    const res = await getUser(app);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe(REQUEST_DEADLINE_MESSAGE);
  }, 20_000);

  it('a dropped database answers 503, not 500', async () => {
    const { name, url } = await createDatabase(true);
    const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
    const app = await appOn(database);
    expect((await getUser(app)).statusCode).toBe(401);
    await dropDatabase(name);
    const res = await getUser(app);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().error).toBe(DB_DOWN);
    const again = await getUser(app); // on a fresh connection: database does not exist
    expect(again.statusCode, again.body).toBe(503);
    expect((await health(app)).statusCode).toBe(503);
  });

  it('health is 503 on a PostgreSQL database without the migrations', async () => {
    const { name, url } = await createDatabase(false);
    cleanups.push(() => dropDatabase(name));
    const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 1 });
    const app = await appOn(database);
    const res = await health(app);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/migrations are not applied/);
    const read = await getUser(app);
    expect(read.statusCode, read.body).toBe(503);
  });
});

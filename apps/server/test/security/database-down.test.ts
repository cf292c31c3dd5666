import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { startDbProxy } from '../support/db-proxy';
import { getTestDatabase } from '../support/test-db';
import { TEST_ENCRYPTION_KEY } from '../support/test-app';

// PostgreSQL only: the embedded PGlite lives inside the process and cannot "go down" on its own.
// CI runs this file in its PostgreSQL pass (DATABASE_URL set); on PGlite the suite is not run.
describe.runIf(Boolean(process.env.DATABASE_URL))('database down and back', () => {
  let app: FastifyInstance;
  let proxy: Awaited<ReturnType<typeof startDbProxy>>;
  let database: Database;

  beforeAll(async () => {
    const workerDb = await getTestDatabase(); // creates and migrates this worker's database
    const url = new URL((workerDb.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString);
    proxy = await startDbProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolMax: 3 });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, COOKIE_SECRET: 'test-cookie-secret-0123456789', WEB_DIST: '/nonexistent', AI_PROVIDER: 'local' });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close().catch(() => {});
    await proxy.close();
  });

  it('reports 503 on health and readable 503s on requests, then recovers', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);

    proxy.cut();
    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().status).toBe('unavailable');

    const read = await app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: { auth_token: 'some-token-value' } });
    expect(read.statusCode).toBe(503);
    expect(read.json().error).toBe('The service is temporarily unavailable. Please try again shortly.');

    proxy.restore();
    let healthy = false;
    for (let i = 0; i < 40 && !healthy; i++) {
      healthy = (await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy).toBe(true);
    const after = await app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: { auth_token: 'some-token-value' } });
    expect(after.statusCode).toBe(401);
  });
});

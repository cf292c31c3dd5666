import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { featureModules } from '../../src/modules';
import { VISITOR_IP_CEILINGS } from '../../src/modules/quota/quota-service';
import { buildTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '../support/test-app';
import { getTestDatabase } from '../support/test-db';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// One key prefix per run, so runs (and other helpers' runs) never share counters.
const PREFIX = `haven-test-${randomUUID().slice(0, 8)}:`;

const probe: FastifyPluginAsyncZod = async (app) => {
  app.post('/quota-probe/:feature', { schema: { params: z.object({ feature: z.enum(['chat', 'therapy', 'meditation', 'affirmation']) }) } }, async (request, reply) => {
    const trial = await app.quotas.consumeVisitorTrial(request, reply, request.params.feature);
    return { ...trial, visitorId: app.quotas.visitorId(request, reply) };
  });
};

async function spend(app: FastifyInstance, feature: string, ip: string, cookie?: string) {
  const res = await app.inject({ method: 'POST', url: `/api/v1/quota-probe/${feature}`, remoteAddress: ip, headers: cookie ? { cookie: `haven_visitor=${cookie}` } : {} });
  return { body: res.json() as { allowed: boolean; used: number }, cookie: res.cookies.find((c) => c.name === 'haven_visitor')?.value ?? cookie };
}

describe('visitor trials shared through Redis by two server instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    featureModules.push(probe);
    const env = { REDIS_URL, REDIS_KEY_PREFIX: PREFIX };
    a = await buildTestApp(env);
    // A second process: its own app, clock and memory, the same database, Redis and cookie secret.
    b = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, COOKIE_SECRET: 'test-cookie-secret-0123456789', AI_PROVIDER: 'local', ...env }),
      database: await getTestDatabase(),
      logger: false,
    });
    await b.ready();
  });
  afterAll(async () => {
    featureModules.splice(featureModules.indexOf(probe), 1);
    const keys = await a.app.redis!.keys(`${PREFIX}*`);
    if (keys.length) await a.app.redis!.del(...keys);
    await b.close();
    await a.close();
  });

  it('uses Redis with the run prefix', async () => {
    await spend(a.app, 'affirmation', '10.77.0.1');
    expect((await a.app.redis!.keys(`${PREFIX}trial:*`)).length).toBeGreaterThan(0);
  });

  it("one visitor's chat trials are counted once across both instances", async () => {
    const ip = '10.77.0.2';
    let cookie: string | undefined;
    const allowed: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await spend(i % 2 === 0 ? a.app : b, 'chat', ip, cookie);
      cookie = r.cookie;
      allowed.push(r.body.allowed);
    }
    expect(allowed).toEqual([true, true, true, true, true, false]);
  });

  it('a therapy trial used on one instance is gone on the other, even with a new IP', async () => {
    const first = await spend(a.app, 'therapy', '10.77.0.3');
    expect(first.body.allowed).toBe(true);
    expect((await spend(b, 'therapy', '10.77.0.4', first.cookie)).body.allowed).toBe(false);
  });

  it('a new browser on the same IP gets its own trial on the other instance; the IP ceiling is shared', async () => {
    const first = await spend(a.app, 'meditation', '10.77.0.5');
    expect(first.body.allowed).toBe(true);
    expect((await spend(b, 'meditation', '10.77.0.5', first.cookie)).body.allowed).toBe(false);
    expect((await spend(b, 'meditation', '10.77.0.5')).body.allowed).toBe(true);
    // Fresh browsers on one IP, alternating instances, stop at the one shared ceiling (2 used above).
    const allowed: boolean[] = [];
    for (let i = 2; i < VISITOR_IP_CEILINGS.meditation + 1; i++) allowed.push((await spend(i % 2 ? a.app : b, 'meditation', '10.77.0.5')).body.allowed);
    expect(allowed.filter((x) => !x)).toHaveLength(1);
    expect(allowed.at(-1)).toBe(false);
  });

  it('concurrent requests on both instances never exceed the limit', async () => {
    const first = await spend(a.app, 'chat', '10.77.0.6');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => spend(i % 2 ? a.app : b, 'chat', '10.77.0.6', first.cookie)));
    expect(results.filter((r) => r.body.allowed)).toHaveLength(4);
  });
});

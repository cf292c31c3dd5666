import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildTestApp, type TestApp } from './support/test-app';
import { getTestDatabase } from './support/test-db';
import { runMigrations } from '../src/db/migrate';
import { featureModules } from '../src/modules';
import { loadConfig, ConfigError } from '../src/config';

// A throwaway route that only exists to prove the shared validation path answers 400 readably.
const probe: FastifyPluginAsyncZod = async (app) => {
  app.post('/probe', { schema: { body: z.object({ email: z.email(), age: z.number().int() }) } }, async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('secret internal detail');
  });
};

describe('foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    featureModules.push(probe);
    t = await buildTestApp();
  });
  afterAll(async () => {
    featureModules.splice(featureModules.indexOf(probe), 1);
    await t.close();
  });

  it('reports health ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('reports 503 when the database does not answer', async () => {
    const original = t.app.database.ping;
    t.app.database.ping = async () => false;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('unavailable');
    } finally {
      t.app.database.ping = original;
    }
  });

  it('answers a validation failure with 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/probe', payload: { email: 'not-an-email', age: 3 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^email: /);
  });

  it('answers malformed JSON with a readable 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/probe', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The request body is not valid JSON.');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().error).toContain('/api/v1/does-not-exist');
  });

  it('hides internals of a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
  });

  it('sends a strict CSP with no inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves an OpenAPI document built from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/v1/health');
  });

  it('applies migrations once even when started twice', async () => {
    const database = await getTestDatabase();
    await runMigrations(database);
    await runMigrations(database);
    const res = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const n = (res as unknown as { rows: { n: number }[] }).rows[0].n;
    const { readdirSync } = await import('node:fs');
    const files = readdirSync(new URL('../src/db/migrations', import.meta.url)).filter((f) => f.endsWith('.sql'));
    expect(n).toBe(files.length);
  });

  it('refuses a bad environment with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty' });
    } catch (e) {
      expect((e as Error).message).toContain('PORT');
    }
  });
});

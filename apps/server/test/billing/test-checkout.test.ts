import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { payments } from '../../src/db/schema';
import { isTestMode } from '../../src/modules/billing/price-ids';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

describe('test-mode checkout (no Paddle keys)', () => {
  let t: TestApp;
  let sister: http.Server;
  const forwarded: { method?: string; url?: string; body: unknown }[] = [];

  beforeAll(async () => {
    // A real HTTP server standing in for the sister product's API (spec 7, PUT /auth/updateUser).
    sister = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        forwarded.push({ method: req.method, url: req.url, body: JSON.parse(data || 'null') });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => sister.listen(0, '127.0.0.1', r));
    const port = (sister.address() as AddressInfo).port;
    t = await buildTestApp({ SISTER_API_URL: `http://127.0.0.1:${port}/api/v1` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => sister.close(r));
  });

  it('serves the plan table with price ids and says checkout runs in test mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/plans' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.testMode).toBe(true);
    expect(body.paddle).toBeNull();
    const advance = body.plans.find((p: { subType: string }) => p.subType === 'advance');
    expect(advance).toMatchObject({ sessionsPerMonth: 10, yearlySaving: 17, priceIds: { monthly: 'pri_test_advance_monthly', yearly: 'pri_test_advance_yearly' } });
    expect(body.sisterPlans.map((p: { priceId: string }) => p.priceId)).toEqual(['pri_test_sister_monthly', 'pri_test_sister_yearly', 'pri_test_sister_lifetime']);
  });

  it('signs an event, runs it through the webhook verification and grants the plan', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'free', totalSessions: 0 });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/test-checkout', headers, payload: { subType: 'advance', period: 'yearly' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: user.id, isPremium: true, subType: 'advance', totalSessions: 10 });
    const rows = await t.app.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'test-checkout', subType: 'advance', period: 'yearly', transactionId: res.json().transaction });
    // The recorded transaction can then be confirmed, and is never applied twice.
    const confirm = await t.app.inject({ method: 'POST', url: '/api/v1/payments/confirm', headers, payload: { transactionId: res.json().transaction } });
    expect(confirm.json()).toMatchObject({ status: 'already-applied', user: { totalSessions: 10 } });
  });

  it('needs a signed-in caller and a known plan', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/payments/test-checkout', payload: { subType: 'advance', period: 'yearly' } })).statusCode).toBe(401);
    const { headers } = await createTestUser(t.app);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/payments/test-checkout', headers, payload: { subType: 'platinum', period: 'yearly' } });
    expect(bad.statusCode).toBe(400);
  });

  it('a sister purchase is recorded, forwarded to the sister API and leaves the therapy plan alone', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'devil', totalSessions: 7 });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/test-checkout', headers, payload: { product: 'sister', subType: 'yearly' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ isPremium: true, subType: 'devil', totalSessions: 7 });
    const [row] = await t.app.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(row).toMatchObject({ product: 'sister', subType: 'yearly' });
    await expect.poll(() => forwarded.length).toBe(1);
    expect(forwarded[0]).toEqual({ method: 'PUT', url: '/api/v1/auth/updateUser', body: { email: user.email, isPremium: 'true', subType: 'yearly', transaction: row.transactionId } });
  });

  it('is refused when Paddle keys are configured or in production', async () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/haven-billing-cfg' };
    expect(isTestMode(loadConfig(base))).toBe(true);
    const production = { DATA_ENCRYPTION_KEY: 'a'.repeat(64), COOKIE_SECRET: 'production-cookie-secret-0123', SMTP_URL: 'smtp://127.0.0.1:2525', DATABASE_URL: 'postgres://root@127.0.0.1:5432/x', AI_API_KEY: 'sk-x', SUPPORT_EMAIL: 'help@example.org' };
    expect(isTestMode(loadConfig({ ...base, ...production, NODE_ENV: 'production' }))).toBe(false);
    expect(isTestMode(loadConfig({ ...base, PADDLE_API_KEY: 'pdl_live_x', PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_x' }))).toBe(false);
    expect(isTestMode(loadConfig({ ...base, PADDLE_CLIENT_TOKEN: 'live_x' }))).toBe(false);
  });
});

describe('test-mode checkout with Paddle configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PADDLE_API_KEY: 'pdl_sdbx_apikey_test', PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_test', PADDLE_CLIENT_TOKEN: 'test_client_token' });
  });
  afterAll(() => t.close());

  it('answers 404 and grants nothing; /plans exposes the client token instead', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'free' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/test-checkout', headers, payload: { subType: 'god', period: 'yearly' } });
    expect(res.statusCode).toBe(404);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers });
    expect(me.json().user).toMatchObject({ isPremium: false, totalSessions: 0 });
    const plans = (await t.app.inject({ method: 'GET', url: '/api/v1/plans' })).json();
    expect(plans).toMatchObject({ testMode: false, paddle: { clientToken: 'test_client_token', environment: 'sandbox' } });
  });
});

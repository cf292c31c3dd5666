import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { completedEvent, PRICE_IDS, sign, WEBHOOK_SECRET, webhookRequest } from './paddle-events';

const API_KEY = 'pdl_sdbx_apikey_01test';

/** A local stand-in for Paddle's API: GET /transactions/{id} in Paddle's response shape. */
function fakePaddleApi(transactions: Map<string, Record<string, unknown>>, seen: { url: string; auth?: string }[]) {
  return http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', auth: req.headers.authorization });
    const id = /^\/transactions\/([^/?]+)/.exec(req.url ?? '')?.[1];
    const tx = id ? transactions.get(id) : undefined;
    res.setHeader('content-type', 'application/json');
    if (!tx) {
      res.statusCode = 404;
      return res.end(JSON.stringify({ error: { type: 'request_error', code: 'entity_not_found', detail: `Unable to find transaction ${id}`, documentation_url: 'https://developer.paddle.com' }, meta: { request_id: 'r1' } }));
    }
    res.end(JSON.stringify({ data: tx, meta: { request_id: 'r2' } }));
  });
}

function paddleTransaction(id: string, opts: { status?: string; priceId: string; userId?: string; email: string }) {
  const event = completedEvent({ transactionId: id, priceId: opts.priceId, customData: opts.userId ? { sub_type: 'x', user_id: opts.userId } : undefined });
  return {
    ...event.data,
    status: opts.status ?? 'completed',
    customer: { id: 'ctm_01test', email: opts.email, name: null, marketing_consent: false, status: 'active', locale: 'en', created_at: event.occurred_at, updated_at: event.occurred_at },
  };
}

describe('POST /payments/confirm looks the transaction up through the Paddle API (official SDK)', () => {
  let t: TestApp;
  let api: http.Server;
  const transactions = new Map<string, Record<string, unknown>>();
  const seen: { url: string; auth?: string }[] = [];

  beforeAll(async () => {
    api = fakePaddleApi(transactions, seen);
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    t = await buildTestApp({
      PADDLE_API_KEY: API_KEY,
      PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PADDLE_PRICE_IDS: JSON.stringify(PRICE_IDS),
      PADDLE_API_BASE_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => api.close(r));
  });

  const userRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

  it('applies a completed transaction once, whether confirmed twice or also delivered by webhook', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'free', totalSessions: 0 });
    transactions.set('txn_confirm_1', paddleTransaction('txn_confirm_1', { priceId: PRICE_IDS.advance_yearly, userId: user.id, email: user.email }));
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/payments/confirm', headers, payload: { transactionId: 'txn_confirm_1' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'applied', user: { isPremium: true, subType: 'advance', totalSessions: 10 } });
    expect(seen.at(-1)).toMatchObject({ url: '/transactions/txn_confirm_1?include=customer', auth: `bearer ${API_KEY}` });

    const again = await t.app.inject({ method: 'POST', url: '/api/v1/payments/confirm', headers, payload: { transactionId: 'txn_confirm_1' } });
    expect(again.json()).toMatchObject({ status: 'already-applied', user: { totalSessions: 10 } });
    const body = JSON.stringify(completedEvent({ transactionId: 'txn_confirm_1', priceId: PRICE_IDS.advance_yearly, customData: { user_id: user.id } }));
    expect((await t.app.inject(webhookRequest(body, sign(body)))).json().status).toBe('already-applied');
    expect((await userRow(user.id)).totalSessions).toBe(10);
    const rows = await t.app.db.select().from(payments).where(eq(payments.transactionId, 'txn_confirm_1'));
    expect(rows).toHaveLength(1);
    expect(rows[0].source).toBe('confirm');
  });

  it('matches the Paddle customer e-mail when custom data names no user', async () => {
    const { user, headers } = await createTestUser(t.app, { email: 'Payer@Example.com', subType: 'free' });
    transactions.set('txn_confirm_2', paddleTransaction('txn_confirm_2', { priceId: PRICE_IDS.basic_monthly, email: 'payer@example.com' }));
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/confirm', headers, payload: { transactionId: 'txn_confirm_2' } });
    expect(res.json()).toMatchObject({ status: 'applied', user: { subType: 'basic', totalSessions: 5 } });
    expect((await userRow(user.id)).isPremium).toBe(true);
  });

  it('an unknown transaction is 404 and an unfinished one 409, with nothing granted', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'free' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/payments/confirm', headers, payload: { transactionId: 'txn_nobody' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('We could not find this transaction.');
    transactions.set('txn_ready', paddleTransaction('txn_ready', { status: 'ready', priceId: PRICE_IDS.god_yearly, userId: user.id, email: user.email }));
    const unfinished = await t.app.inject({ method: 'POST', url: '/api/v1/payments/confirm', headers, payload: { transactionId: 'txn_ready' } });
    expect(unfinished.statusCode).toBe(409);
    expect(await userRow(user.id)).toMatchObject({ isPremium: false, totalSessions: 0 });
    expect(await t.app.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });

  it('a forged updatePremium naming a transaction Paddle does not know is 403', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'free' });
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/updatePremium', headers, payload: { email: user.email, isPremium: 'true', subType: 'god', transaction: 'txn_invented' } });
    expect(res.statusCode).toBe(403);
    expect(await userRow(user.id)).toMatchObject({ isPremium: false, subType: 'free', totalSessions: 0 });
  });
});

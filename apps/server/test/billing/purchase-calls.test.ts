import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { completedEvent, newTransactionId, PADDLE_WEBHOOK_ENV, PRICE_IDS, sign, webhookRequest } from './paddle-events';

// The spec's purchase calls keep their paths but cannot grant anything without a verified payment.
describe('spec purchase calls act only on a verified transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(PADDLE_WEBHOOK_ENV);
  });
  afterAll(() => t.close());

  const userRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];
  async function paidUser(priceId = PRICE_IDS.advance_monthly) {
    const u = await createTestUser(t.app, { subType: 'free', totalSessions: 0 });
    const transactionId = newTransactionId();
    const body = JSON.stringify(completedEvent({ transactionId, priceId, customData: { user_id: u.user.id } }));
    expect((await t.app.inject(webhookRequest(body, sign(body)))).json().status).toBe('applied');
    return { ...u, transactionId };
  }

  it('a forged updatePremium gets 403 and changes nothing', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'free', totalSessions: 0 });
    const forged = [
      { email: user.email, isPremium: 'true', subType: 'god', transaction: 'txn_made_up', totalSessions: 40 },
      { email: user.email, isPremium: 'true', subType: 'god' },
      { email: user.email, totalSessions: 99 },
    ];
    for (const payload of forged) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/updatePremium', headers, payload });
      expect(res.statusCode).toBe(403);
    }
    expect(await userRow(user.id)).toMatchObject({ isPremium: false, subType: 'free', totalSessions: 0 });
    expect(await t.app.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });

  it('updatePremium needs a signed-in caller and refuses another account or another user’s payment', async () => {
    const other = await paidUser();
    const { user, headers } = await createTestUser(t.app, { subType: 'free' });
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/auth/updatePremium', payload: { email: user.email, totalSessions: 1 } })).statusCode).toBe(401);
    const otherEmail = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/updatePremium', headers, payload: { email: other.user.email, totalSessions: 0 } });
    expect(otherEmail.statusCode).toBe(403);
    const stolen = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/updatePremium', headers, payload: { email: user.email, isPremium: 'true', subType: 'advance', transaction: other.transactionId } });
    expect(stolen.statusCode).toBe(403);
    expect(await userRow(user.id)).toMatchObject({ isPremium: false, totalSessions: 0 });
    expect((await userRow(other.user.id)).totalSessions).toBe(10);
  });

  it('with the caller’s own verified transaction the spec calls succeed without adding twice', async () => {
    const { user, headers, transactionId } = await paidUser();
    const calls = [
      { method: 'PUT' as const, url: '/api/v1/auth/updatePremium', payload: { email: user.email, isPremium: 'true', subType: 'advance', transaction: transactionId, totalSessions: 10 } },
      { method: 'POST' as const, url: '/api/v1/auth/addTotalSessions', payload: { email: user.email, totalSessions: 10 } },
      { method: 'POST' as const, url: '/api/v1/payments/addPayment', payload: { email: user.email, subType: 'advance', transaction: transactionId, totalSessions: 10 } },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers });
      expect(res.statusCode, call.url).toBe(200);
    }
    expect(await userRow(user.id)).toMatchObject({ isPremium: true, subType: 'advance', totalSessions: 10 });
    expect(await t.app.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
  });

  it('addTotalSessions and addPayment without a verified payment are refused', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'free' });
    const add = await t.app.inject({ method: 'POST', url: '/api/v1/auth/addTotalSessions', headers, payload: { email: user.email, totalSessions: 40 } });
    expect(add.statusCode).toBe(403);
    const record = await t.app.inject({ method: 'POST', url: '/api/v1/payments/addPayment', headers, payload: { email: user.email, subType: 'god', transaction: 'txn_fake', totalSessions: 40 } });
    expect(record.statusCode).toBe(403);
    expect(await userRow(user.id)).toMatchObject({ isPremium: false, totalSessions: 0 });
    expect(await t.app.db.select().from(payments).where(eq(payments.transactionId, 'txn_fake'))).toHaveLength(0);
  });

  it('getPayments lists only the caller’s own payments, in items[].payment', async () => {
    const a = await paidUser(PRICE_IDS.basic_monthly);
    const b = await paidUser(PRICE_IDS.god_yearly);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/getPayments', headers: a.headers });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { payment: Record<string, unknown> }[];
    expect(items).toHaveLength(1);
    expect(items[0].payment).toMatchObject({ email: a.user.email, subType: 'basic', transaction: a.transactionId, totalSessions: 5 });
    expect(JSON.stringify(items)).not.toContain(b.transactionId);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payments/getPayments' })).statusCode).toBe(401);
  });

  it('confirm without Paddle API keys answers a readable 409 for an unknown transaction', async () => {
    const { headers } = await createTestUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/confirm', headers, payload: { transactionId: 'txn_unknown' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/not configured/);
  });

  it('confirm of the caller’s already applied transaction answers the user', async () => {
    const { headers, transactionId } = await paidUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/confirm', headers, payload: { transactionId } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'already-applied', user: { isPremium: true, totalSessions: 10 } });
  });
});

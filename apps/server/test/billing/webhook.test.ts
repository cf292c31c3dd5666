import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../src/db/schema';
import { applyPendingPaymentsForEmail } from '../../src/modules/billing/pending-payments';
import { lastMailTo } from '../auth/helpers';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { completedEvent, newTransactionId, PADDLE_WEBHOOK_ENV, PRICE_IDS, sign, webhookRequest } from './paddle-events';

describe('POST /payments/webhook (Paddle transaction.completed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(PADDLE_WEBHOOK_ENV);
  });
  afterAll(() => t.close());

  const userRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];
  const paymentRows = async (transactionId: string) => t.app.db.select().from(payments).where(eq(payments.transactionId, transactionId));

  it('grants the paid plan on a valid signature: premium, plan type, sessions added, payment recorded', async () => {
    const { user } = await createTestUser(t.app, { subType: 'free', totalSessions: 0 });
    const transactionId = newTransactionId();
    const body = JSON.stringify(completedEvent({ transactionId, priceId: PRICE_IDS.advance_yearly, customData: { sub_type: 'advance', user_id: user.id } }));
    const res = await t.app.inject(webhookRequest(body, sign(body)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ received: true, status: 'applied' });
    const after = await userRow(user.id);
    expect(after).toMatchObject({ isPremium: true, subType: 'advance', totalSessions: 10 });
    const [payment] = await paymentRows(transactionId);
    expect(payment).toMatchObject({ userId: user.id, email: user.email, product: 'haven', subType: 'advance', period: 'yearly', totalSessions: 10 });
    expect(payment.appliedAt).not.toBeNull();
  });

  it('decides the plan from the paid price, not from the browser-set custom data', async () => {
    const { user } = await createTestUser(t.app, { subType: 'free' });
    const body = JSON.stringify(completedEvent({ priceId: PRICE_IDS.basic_monthly, customData: { sub_type: 'god', user_id: user.id } }));
    expect((await t.app.inject(webhookRequest(body, sign(body)))).statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ subType: 'basic', totalSessions: 5 });
  });

  it('finds the user by e-mail, case-insensitively, when custom data carries no user id', async () => {
    const { user } = await createTestUser(t.app, { email: 'Mixed.Case@Example.com' });
    const body = JSON.stringify(completedEvent({ priceId: PRICE_IDS.devil_monthly, customData: { sub_type: 'devil', email: 'mixed.case@example.COM' } }));
    expect((await t.app.inject(webhookRequest(body, sign(body)))).statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ isPremium: true, subType: 'devil', totalSessions: 20 });
  });

  describe('refuses an unverifiable delivery with 401 and changes nothing', () => {
    const cases: [string, (body: string, userId: string) => { payload: string; signature?: string }][] = [
      ['tampered body', (body) => ({ payload: body.replace(PRICE_IDS.basic_monthly, PRICE_IDS.god_yearly), signature: sign(body) })],
      ['wrong secret', (body) => ({ payload: body, signature: sign(body, 'pdl_ntfset_someone_elses_secret') })],
      ['stale timestamp', (body) => ({ payload: body, signature: sign(body, undefined, Math.floor(Date.now() / 1000) - 60) })],
      ['missing header', (body) => ({ payload: body })],
      ['malformed header', (body) => ({ payload: body, signature: 'h1=deadbeef' })],
    ];
    for (const [name, make] of cases) {
      it(name, async () => {
        const { user } = await createTestUser(t.app, { subType: 'free', totalSessions: 0 });
        const transactionId = newTransactionId();
        const body = JSON.stringify(completedEvent({ transactionId, priceId: PRICE_IDS.basic_monthly, customData: { user_id: user.id } }));
        const { payload, signature } = make(body, user.id);
        const res = await t.app.inject(webhookRequest(payload, signature));
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe('The webhook signature could not be verified.');
        expect(await userRow(user.id)).toMatchObject({ isPremium: false, subType: 'free', totalSessions: 0 });
        expect(await paymentRows(transactionId)).toHaveLength(0);
      });
    }
  });

  it('grants once when the same event arrives 3 times concurrently', async () => {
    const { user } = await createTestUser(t.app, { subType: 'free', totalSessions: 2 });
    const transactionId = newTransactionId();
    const body = JSON.stringify(completedEvent({ transactionId, priceId: PRICE_IDS.advance_monthly, customData: { user_id: user.id } }));
    const signature = sign(body);
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject(webhookRequest(body, signature))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().status).sort()).toEqual(['already-applied', 'already-applied', 'applied']);
    expect((await userRow(user.id)).totalSessions).toBe(12);
    expect(await paymentRows(transactionId)).toHaveLength(1);
    // A later redelivery changes nothing either.
    const again = await t.app.inject(webhookRequest(body, sign(body)));
    expect(again.json().status).toBe('already-applied');
    expect((await userRow(user.id)).totalSessions).toBe(12);
  });

  it('keeps a payment for an unknown e-mail; sign-up alone gets nothing, the verified address gets the plan', async () => {
    const transactionId = newTransactionId();
    const body = JSON.stringify(completedEvent({ transactionId, priceId: PRICE_IDS.god_monthly, customData: { sub_type: 'god', email: 'Future.Person@example.com' } }));
    const res = await t.app.inject(webhookRequest(body, sign(body)));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('pending');
    const [kept] = await paymentRows(transactionId);
    expect(kept).toMatchObject({ userId: null, appliedAt: null, subType: 'god', totalSessions: 40 });

    // Anyone can sign up with this address: the real sign-up route grants nothing yet.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { name: 'Future Person', email: 'future.person@EXAMPLE.com', password: 'secret123', ageConfirmed: true, termsAccepted: true },
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().user).toMatchObject({ isPremium: false, subType: 'free', totalSessions: 0, isConfirmed: false });
    const headers = { auth_token: signup.json().auth_token as string };
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers })).json().user).toMatchObject({ isPremium: false, subType: 'free' });
    expect((await paymentRows(transactionId))[0]).toMatchObject({ userId: null, appliedAt: null });

    // A second payment while the account exists but is unverified also waits (matched by e-mail only when verified).
    const second = newTransactionId();
    const body2 = JSON.stringify(completedEvent({ transactionId: second, priceId: PRICE_IDS.basic_monthly, customData: { email: 'future.person@example.com' } }));
    expect((await t.app.inject(webhookRequest(body2, sign(body2)))).json().status).toBe('pending');

    // Opening the verification link proves the address: both payments apply, the user sees premium.
    const mail = await lastMailTo(t.app, 'future.person@EXAMPLE.com');
    expect((await t.app.inject({ method: 'GET', url: mail.path })).headers.location).toBe('/email-confirmed');
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers })).json().user;
    expect(me).toMatchObject({ isConfirmed: true, isPremium: true, subType: 'basic', totalSessions: 45 });
    const [applied] = await paymentRows(transactionId);
    expect(applied.userId).toBe(signup.json().user._id);
    expect(applied.appliedAt).not.toBeNull();

    // Redelivery after verification does not add again.
    await t.app.inject(webhookRequest(body, sign(body)));
    expect((await userRow(signup.json().user._id)).totalSessions).toBe(45);
  });

  it('a webhook racing the verification link grants exactly once, to the verified owner', async () => {
    for (let round = 0; round < 5; round++) {
      const email = `race-${round}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const signup = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: { name: 'Race Person', email, password: 'secret123', ageConfirmed: true, termsAccepted: true } });
      const userId = signup.json().user._id as string;
      const mail = await lastMailTo(t.app, email);
      const body = JSON.stringify(completedEvent({ priceId: PRICE_IDS.advance_monthly, customData: { email } }));
      const signature = sign(body);
      const [hook, verify, again] = await Promise.all([t.app.inject(webhookRequest(body, signature)), t.app.inject({ method: 'GET', url: mail.path }), t.app.inject(webhookRequest(body, signature))]);
      expect([hook.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(verify.headers.location).toBe('/email-confirmed');
      expect(await userRow(userId)).toMatchObject({ isConfirmed: true, isPremium: true, subType: 'advance', totalSessions: 10 });
    }
  });

  it('a reset link (which also proves the address) applies a pending payment too', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { name: 'Reset Person', email: 'reset.person@example.com', password: 'secret123', ageConfirmed: true, termsAccepted: true },
    });
    const userId = signup.json().user._id as string;
    const body = JSON.stringify(completedEvent({ priceId: PRICE_IDS.advance_monthly, customData: { email: 'reset.person@example.com' } }));
    expect((await t.app.inject(webhookRequest(body, sign(body)))).json().status).toBe('pending');
    expect(await userRow(userId)).toMatchObject({ isPremium: false, totalSessions: 0 });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'reset.person@example.com' } });
    const mail = await lastMailTo(t.app, 'reset.person@example.com');
    const token = new URL(mail.link).pathname.replace('/reset-password', '');
    const reset = await t.app.inject({ method: 'POST', url: `/api/v1/auth/reset-password/${token}`, payload: { newPassword: 'another-secret-9' } });
    expect(reset.statusCode).toBe(200);
    expect(await userRow(userId)).toMatchObject({ isConfirmed: true, isPremium: true, subType: 'advance', totalSessions: 10 });
  });

  it('applyPendingPaymentsForEmail claims pending payments once', async () => {
    const transactionId = newTransactionId();
    const body = JSON.stringify(completedEvent({ transactionId, priceId: PRICE_IDS.basic_yearly, customData: { email: 'direct@example.com' } }));
    await t.app.inject(webhookRequest(body, sign(body)));
    const { user } = await createTestUser(t.app, { email: 'Direct@Example.com', subType: 'free' });
    const first = await applyPendingPaymentsForEmail(t.app, user.id, user.email);
    const second = await applyPendingPaymentsForEmail(t.app, user.id, user.email);
    expect(first.map((p) => p.transactionId)).toEqual([transactionId]);
    expect(second).toEqual([]);
    expect(await userRow(user.id)).toMatchObject({ isPremium: true, subType: 'basic', totalSessions: 5 });
  });

  it('records a sister-product purchase without touching the therapy plan', async () => {
    const { user } = await createTestUser(t.app, { subType: 'basic', totalSessions: 3 });
    const before = await userRow(user.id);
    const transactionId = newTransactionId();
    const body = JSON.stringify(completedEvent({ transactionId, priceId: PRICE_IDS.sister_lifetime, customData: { sub_type: 'lifetime', user_id: user.id } }));
    const res = await t.app.inject(webhookRequest(body, sign(body)));
    expect(res.statusCode).toBe(200);
    const [payment] = await paymentRows(transactionId);
    expect(payment).toMatchObject({ product: 'sister', subType: 'lifetime', totalSessions: 0, userId: user.id });
    const after = await userRow(user.id);
    expect({ isPremium: after.isPremium, subType: after.subType, totalSessions: after.totalSessions }).toEqual({
      isPremium: before.isPremium,
      subType: before.subType,
      totalSessions: before.totalSessions,
    });
  });

  it('acknowledges other event types and unknown prices without granting anything', async () => {
    const { user } = await createTestUser(t.app, { subType: 'free' });
    const other = JSON.stringify(completedEvent({ priceId: PRICE_IDS.god_yearly, customData: { user_id: user.id }, eventType: 'transaction.created' }));
    expect((await t.app.inject(webhookRequest(other, sign(other)))).json()).toMatchObject({ received: true, status: 'ignored' });
    const unknown = JSON.stringify(completedEvent({ priceId: 'pri_not_ours', customData: { user_id: user.id } }));
    expect((await t.app.inject(webhookRequest(unknown, sign(unknown)))).json()).toMatchObject({ received: true, status: 'ignored' });
    expect(await userRow(user.id)).toMatchObject({ isPremium: false, subType: 'free', totalSessions: 0 });
    const [{ n }] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(payments).where(eq(payments.userId, user.id));
    expect(n).toBe(0);
  });
});

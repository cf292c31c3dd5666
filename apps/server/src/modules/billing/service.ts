import { randomBytes } from 'node:crypto';
import { priceIdKey, type PaidSubType, type SisterSubType, type BillingPeriod } from '@haven/core';
import { ApiError, EventName, type EventEntity } from '@paddle/paddle-node-sdk';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { applyVerifiedTransaction, type GrantOutcome, type VerifiedTransaction } from './grant';
import { hasPaddleApi, paddleSdk, signLikePaddle, webhookSecret } from './paddle-client';
import { isTestMode, loadPriceIds } from './price-ids';
import { findPayment, findUserById } from './repository';
import { verifyPaddleWebhook } from './verify-paddle-webhook';

export type WebhookResult = { received: true; eventType: string; outcome: GrantOutcome | null };

/** The webhook path: verify the signature on the raw body, then apply a completed transaction. */
export async function handlePaddleWebhook(
  app: FastifyInstance,
  rawBody: string,
  signature: string | undefined,
  source: VerifiedTransaction['source'] = 'webhook',
): Promise<WebhookResult> {
  const event = await verifyPaddleWebhook(app, rawBody, signature);
  if (event.eventType !== EventName.TransactionCompleted) return { received: true, eventType: event.eventType, outcome: null };
  const tx = await transactionFromEvent(app, event, source);
  return { received: true, eventType: event.eventType, outcome: await applyVerifiedTransaction(app, tx) };
}

async function transactionFromEvent(app: FastifyInstance, event: EventEntity, source: VerifiedTransaction['source']): Promise<VerifiedTransaction> {
  if (event.eventType !== EventName.TransactionCompleted) throw new Error('not a completed transaction');
  const data = event.data;
  const custom = (data.customData ?? {}) as Record<string, unknown>;
  // Paddle's webhook carries the customer id, not the e-mail; ask Paddle when we must match by e-mail.
  let email = stringOr(custom.email);
  if (!email && !stringOr(custom.user_id) && data.customerId && hasPaddleApi(app)) {
    email = await paddleSdk(app)
      .customers.get(data.customerId)
      .then((c) => c.email)
      .catch((err: unknown) => (app.log.warn({ err: (err as Error).message }, 'customer look-up failed'), null));
  }
  return {
    transactionId: data.id,
    priceId: data.items[0]?.price?.id ?? null,
    userIdHint: stringOr(custom.user_id),
    email,
    source,
    raw: { eventId: event.eventId, eventType: event.eventType, occurredAt: event.occurredAt, status: data.status, customerId: data.customerId, customData: custom },
  };
}

/**
 * After `checkout.completed` the browser reports the transaction id; the server asks Paddle for
 * it and applies it through the same grant. Without Paddle keys only an already applied payment
 * of the caller can be confirmed (test mode applies through test-checkout).
 */
export async function confirmTransaction(app: FastifyInstance, callerId: string, transactionId: string): Promise<GrantOutcome> {
  const existing = await findPayment(app.db, transactionId);
  if (existing?.appliedAt && existing.userId === callerId) return { status: 'already-applied', userId: callerId, payment: existing };
  if (!hasPaddleApi(app)) throw new HttpError(409, 'Payments are not configured on this server, so this transaction cannot be confirmed.');

  let transaction;
  try {
    transaction = await paddleSdk(app).transactions.get(transactionId, { include: ['customer'] });
  } catch (err) {
    if (err instanceof ApiError && /not_found/.test(err.code)) throw new HttpError(404, 'We could not find this transaction.');
    app.log.error({ err: (err as Error).message, transactionId }, 'Paddle transaction look-up failed');
    throw new HttpError(502, 'We could not reach the payment provider. Please try again in a moment.');
  }
  if (transaction.status !== 'completed' && transaction.status !== 'paid') throw new HttpError(409, 'This payment is not complete yet. Please try again in a moment.');
  const custom = (transaction.customData ?? {}) as Record<string, unknown>;
  return applyVerifiedTransaction(app, {
    transactionId: transaction.id,
    priceId: transaction.items[0]?.price?.id ?? null,
    userIdHint: stringOr(custom.user_id),
    email: transaction.customer?.email ?? stringOr(custom.email),
    source: 'confirm',
    raw: { status: transaction.status, customerId: transaction.customerId, customData: custom },
  });
}

export type TestCheckoutInput = { product?: 'haven'; subType: PaidSubType; period: BillingPeriod } | { product: 'sister'; subType: SisterSubType };

/**
 * Test mode: build the `transaction.completed` event Paddle would send, sign it exactly as Paddle
 * does with the local secret, and hand it to the webhook handler, so the real verification and
 * grant run. Never available with Paddle credentials or in production.
 */
export async function runTestCheckout(app: FastifyInstance, callerId: string, input: TestCheckoutInput): Promise<GrantOutcome> {
  if (!isTestMode(app.config)) throw new HttpError(404, 'Test checkout is not available on this server.');
  const secret = webhookSecret(app);
  const user = await findUserById(app.db, callerId);
  if (!secret || !user) throw new HttpError(404, 'Test checkout is not available on this server.');
  const plan = input.product === 'sister' ? { product: 'sister' as const, subType: input.subType } : { product: 'haven' as const, subType: input.subType, period: input.period };
  const priceId = loadPriceIds(app.config)[priceIdKey(plan)];
  if (!priceId) throw new HttpError(404, 'This plan has no price configured.');
  const rawBody = JSON.stringify(testEvent({ priceId, userId: user.id, email: user.email, subType: input.subType }));
  const signature = signLikePaddle(rawBody, secret, Math.floor(Date.now() / 1000)); // Paddle's clock, not the app's test clock
  const result = await handlePaddleWebhook(app, rawBody, signature, 'test-checkout');
  if (!result.outcome || result.outcome.status === 'ignored') throw new HttpError(409, 'The test payment was not applied.');
  return result.outcome;
}

function testEvent(p: { priceId: string; userId: string; email: string; subType: string }) {
  const at = new Date().toISOString();
  const id = `txn_test_${randomBytes(12).toString('hex')}`;
  return {
    event_id: `evt_test_${randomBytes(12).toString('hex')}`,
    event_type: 'transaction.completed',
    occurred_at: at,
    notification_id: `ntf_test_${randomBytes(12).toString('hex')}`,
    data: {
      id,
      status: 'completed',
      customer_id: null,
      custom_data: { sub_type: p.subType, user_id: p.userId, email: p.email },
      currency_code: 'USD',
      origin: 'web',
      collection_mode: 'automatic',
      items: [
        {
          price: { id: p.priceId, product_id: 'pro_test_haven', description: 'Test mode', tax_mode: 'account_setting', unit_price: { amount: '0', currency_code: 'USD' }, quantity: { minimum: 1, maximum: 1 }, status: 'active' },
          quantity: 1,
        },
      ],
      payments: [],
      created_at: at,
      updated_at: at,
      billed_at: at,
    },
  };
}

function stringOr(v: unknown): string | null {
  return typeof v === 'string' && v.trim().length > 0 ? v.trim() : null;
}

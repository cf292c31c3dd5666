import { sessionsForSubType, type PurchasedPlan } from '@haven/core';
import type { FastifyInstance } from 'fastify';
import { loadPriceIds, planForPriceId } from './price-ids';
import { claimPayment, findConfirmedUserByEmailForUpdate, findPayment, findUserById, grantPlan, insertPaymentOnce, type PaymentRow } from './repository';
import { forwardSisterPurchase } from './sister-forward';

/** A completed transaction whose authenticity the server has established (signature or Paddle API). */
export interface VerifiedTransaction {
  transactionId: string;
  /** The price paid for; decides the plan. Custom data is browser-set and never decides it. */
  priceId: string | null;
  /** `custom_data.user_id` from checkout: names who the purchase is for. */
  userIdHint: string | null;
  /** The customer's e-mail (from Paddle, or custom data). */
  email: string | null;
  source: 'webhook' | 'confirm' | 'test-checkout';
  raw: Record<string, unknown>;
}

export type GrantOutcome =
  | { status: 'applied'; userId: string; payment: PaymentRow }
  | { status: 'already-applied'; userId: string | null; payment: PaymentRow }
  | { status: 'pending'; payment: PaymentRow }
  | { status: 'ignored'; reason: string };

/**
 * The only code path that changes entitlements. In one database transaction: record the payment
 * (unique on the transaction id), then claim it for the user; only the call that claims it grants.
 * A redelivered, confirmed-and-webhooked or concurrent duplicate therefore grants exactly once.
 */
export async function applyVerifiedTransaction(app: FastifyInstance, tx: VerifiedTransaction): Promise<GrantOutcome> {
  const plan = planForPriceId(loadPriceIds(app.config), tx.priceId);
  if (!plan) {
    app.log.warn({ transactionId: tx.transactionId, priceId: tx.priceId }, 'paid price is not one of our plans; nothing granted');
    return { status: 'ignored', reason: 'The paid price is not one of our plans.' };
  }
  const hinted = tx.userIdHint ? await findUserById(app.db, tx.userIdHint) : null;
  const email = tx.email ?? hinted?.email;
  if (!email) {
    app.log.warn({ transactionId: tx.transactionId }, 'completed transaction names no customer; nothing granted');
    return { status: 'ignored', reason: 'The transaction names no customer.' };
  }
  const now = app.clock.now();

  const result = await app.db.transaction(async (db) => {
    // Matched by e-mail only when that address is verified: otherwise whoever signed up first
    // with someone else's address would receive their payment. The row lock orders this against
    // a concurrent verification (which claims pending payments right after confirming).
    const user = hinted ?? (tx.email ? await findConfirmedUserByEmailForUpdate(db, tx.email) : null);
    const inserted = await insertPaymentOnce(db, {
      transactionId: tx.transactionId,
      email,
      userId: user?.id ?? null,
      product: plan.product,
      subType: plan.subType,
      period: plan.period,
      totalSessions: sessionsFor(plan),
      source: tx.source,
      raw: tx.raw,
    });
    const outcome = await claimAndGrant(db, tx.transactionId, user?.id ?? null, now);
    return { inserted, outcome };
  });

  if (result.inserted && plan.product === 'sister') forwardSisterPurchase(app, result.outcome.payment);
  app.log.info({ transactionId: tx.transactionId, status: result.outcome.status, product: plan.product, subType: plan.subType }, 'payment processed');
  return result.outcome;
}

type Executor = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];

/** Claims a recorded payment for a user and grants it, inside the caller's transaction. */
export async function claimAndGrant(
  db: Executor,
  transactionId: string,
  userId: string | null,
  now: Date,
): Promise<Exclude<GrantOutcome, { status: 'ignored' }>> {
  if (userId) {
    const claimed = await claimPayment(db, transactionId, userId, now);
    if (claimed) {
      await grantPayment(db, claimed, userId, now);
      return { status: 'applied', userId, payment: claimed };
    }
  }
  const existing = await findPayment(db, transactionId);
  if (!existing) throw new Error(`payment ${transactionId} vanished inside its transaction`);
  if (existing.appliedAt) return { status: 'already-applied', userId: existing.userId, payment: existing };
  return { status: 'pending', payment: existing };
}

/** What a claimed payment gives: the therapy plan for Haven; nothing here for the sister product. */
export async function grantPayment(db: Executor, payment: PaymentRow, userId: string, now: Date): Promise<void> {
  if (payment.product !== 'haven') return; // the sister product's entitlement lives in its own service
  await grantPlan(db, userId, payment.subType, payment.totalSessions, now);
}

function sessionsFor(plan: PurchasedPlan): number {
  return plan.product === 'haven' ? sessionsForSubType(plan.subType) : 0;
}

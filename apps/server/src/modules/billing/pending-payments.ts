import type { FastifyInstance } from 'fastify';
import { grantPayment } from './grant';
import { claimPendingPaymentsForEmail, type PaymentRow } from './repository';

type Tx = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];

/**
 * Spec 4, sign-up steps 2-3, done on the server once the address is verified: payments made with
 * this e-mail before the account existed (kept with `applied_at` null) are claimed and granted,
 * inside the caller's transaction. The claim is conditional, so a payment is never applied twice.
 */
export async function applyPendingPaymentsInTransaction(app: FastifyInstance, db: Tx, userId: string, email: string): Promise<PaymentRow[]> {
  const now = app.clock.now();
  const claimed = await claimPendingPaymentsForEmail(db, email, userId, now);
  // Oldest first, so the newest purchase decides the plan type; sessions of each are added.
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const payment of claimed) await grantPayment(db, payment, userId, now);
  if (claimed.length) app.log.info({ userId, count: claimed.length }, 'pending payments applied after e-mail verification');
  return claimed;
}

/** The same in a transaction of its own. */
export function applyPendingPaymentsForEmail(app: FastifyInstance, userId: string, email: string): Promise<PaymentRow[]> {
  return app.db.transaction((db) => applyPendingPaymentsInTransaction(app, db, userId, email));
}

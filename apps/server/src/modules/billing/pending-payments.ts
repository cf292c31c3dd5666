import type { FastifyInstance } from 'fastify';
import { grantPayment } from './grant';
import { claimPendingPaymentsForEmail, type PaymentRow } from './repository';

/**
 * Spec 4, sign-up steps 2-3, done on the server: payments made with this e-mail before the account
 * existed (kept with `applied_at` null) are claimed and granted now, in one transaction. The claim
 * is conditional, so a payment is never applied twice even if sign-up and a webhook race.
 */
export async function applyPendingPaymentsForEmail(app: FastifyInstance, userId: string, email: string): Promise<PaymentRow[]> {
  const now = app.clock.now();
  const applied = await app.db.transaction(async (db) => {
    const claimed = await claimPendingPaymentsForEmail(db, email, userId, now);
    // Oldest first, so the newest purchase decides the plan type; sessions of each are added.
    claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const payment of claimed) await grantPayment(db, payment, userId, now);
    return claimed;
  });
  if (applied.length) app.log.info({ userId, count: applied.length }, 'pending payments applied at sign-up');
  return applied;
}

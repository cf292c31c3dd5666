import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { claimAndGrant } from './grant';
import { hasPaddleApi } from './paddle-client';
import { findPayment, findUserById, listPaymentsOfUser, type PaymentRow } from './repository';
import { confirmTransaction } from './service';

const NOT_VERIFIED = 'This payment could not be verified for your account.';

/**
 * For the spec's purchase calls: succeeds only for a transaction the server verified that is (or
 * becomes, when it was waiting for this e-mail) applied to the caller. Never grants twice.
 */
export async function requireVerifiedPaymentOfCaller(app: FastifyInstance, callerId: string, transactionId: string): Promise<PaymentRow> {
  const caller = await findUserById(app.db, callerId);
  if (!caller) throw new HttpError(401, 'Authentication required. Please sign in.');
  let payment = await findPayment(app.db, transactionId);
  if (!payment && hasPaddleApi(app)) {
    // Not seen yet (webhook still on its way): ask Paddle itself.
    await confirmTransaction(app, callerId, transactionId).catch(() => null);
    payment = await findPayment(app.db, transactionId);
  }
  if (!payment) throw new HttpError(403, NOT_VERIFIED);
  if (payment.appliedAt) {
    if (payment.userId === callerId) return payment;
    throw new HttpError(403, NOT_VERIFIED);
  }
  if (payment.email.toLowerCase() !== caller.email.toLowerCase()) throw new HttpError(403, NOT_VERIFIED);
  const outcome = await app.db.transaction((db) => claimAndGrant(db, transactionId, callerId, app.clock.now()));
  if (outcome.status === 'pending' || outcome.userId !== callerId) throw new HttpError(403, NOT_VERIFIED);
  return outcome.payment;
}

/** True when the caller has at least one verified Haven payment applied to them. */
export async function callerHasAppliedPayment(app: FastifyInstance, callerId: string): Promise<boolean> {
  const rows = await listPaymentsOfUser(app.db, callerId);
  return rows.some((p) => p.appliedAt && p.product === 'haven');
}

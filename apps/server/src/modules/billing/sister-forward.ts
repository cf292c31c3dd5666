import type { FastifyInstance } from 'fastify';
import type { PaymentRow } from './repository';

/**
 * Spec 7: the adult product learns of a purchase through its own `PUT /auth/updateUser`. Best
 * effort after the payment is recorded here: a failure is logged, the record stays.
 */
export function forwardSisterPurchase(app: FastifyInstance, payment: PaymentRow): void {
  const base = app.config.SISTER_API_URL;
  if (!base) return;
  const url = new URL('auth/updateUser', base.endsWith('/') ? base : `${base}/`);
  const body = { email: payment.email, isPremium: 'true', subType: payment.subType, transaction: payment.transactionId };
  fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(5000) })
    .then((res) => {
      if (res.ok) app.log.info({ transactionId: payment.transactionId, status: res.status }, 'sister purchase forwarded');
      else app.log.warn({ transactionId: payment.transactionId, status: res.status }, 'sister product refused the purchase update');
    })
    .catch((err: unknown) => app.log.warn({ transactionId: payment.transactionId, err: (err as Error).message }, 'sister purchase could not be forwarded'));
}

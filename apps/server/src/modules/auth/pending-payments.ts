import type { FastifyInstance } from 'fastify';

/**
 * Spec 4, sign-up steps 2-3, done on the server (DESIGN 5): a verified payment made with this
 * e-mail before the account existed is applied when the account is created.
 *
 * The billing module owns payments: it supplies the implementation once, at import time, with
 * `providePendingPaymentsHandler(fn)`. Until it does, sign-up applies nothing.
 */
export type PendingPaymentsHandler = (app: FastifyInstance, user: { id: string; email: string }) => Promise<void>;

let handler: PendingPaymentsHandler | null = null;

export function providePendingPaymentsHandler(fn: PendingPaymentsHandler) {
  handler = fn;
}

/** Called by sign-up after the user row exists. A failure is logged, never fails the sign-up (spec: "failure ignored"). */
export async function applyPendingPaymentsForEmail(app: FastifyInstance, user: { id: string; email: string }): Promise<void> {
  if (!handler) return;
  try {
    await handler(app, user);
  } catch (err) {
    app.log.warn({ err, userId: user.id }, 'applying pending payments at sign-up failed');
  }
}

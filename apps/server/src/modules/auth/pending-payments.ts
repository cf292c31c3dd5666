import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';

/**
 * Spec 4, sign-up steps 2-3, done on the server (DESIGN 5): a verified payment made with this
 * e-mail before the account existed is applied once the account proves it owns the address (the
 * verification link, or a reset link, which also confirms it). Never at sign-up: anyone can sign
 * up with someone else's address, so a payer's plan must not go to whoever was first.
 *
 * The billing module owns payments: it supplies the implementation once, at import time, with
 * `providePendingPaymentsHandler(fn)`. Until it does, confirming applies nothing.
 */
type Tx = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];
export type PendingPaymentsHandler = (app: FastifyInstance, db: Tx, user: { id: string; email: string }) => Promise<void>;

let handler: PendingPaymentsHandler | null = null;

export function providePendingPaymentsHandler(fn: PendingPaymentsHandler) {
  handler = fn;
}

/**
 * Marks the address confirmed and, in the same transaction (the user row stays locked, so a
 * webhook for this address waits and then sees it confirmed), claims its pending payments.
 * A failure to apply them is logged and never undoes the confirmation (spec: "failure ignored").
 */
export async function confirmEmailAndApplyPayments(app: FastifyInstance, userId: string, extra: Partial<typeof users.$inferInsert> = {}): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ ...extra, isConfirmed: true, updatedAt: app.clock.now() })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email });
    if (!user || !handler) return;
    try {
      await tx.transaction((savepoint) => handler!(app, savepoint, user));
    } catch (err) {
      app.log.warn({ err, userId }, 'applying pending payments after e-mail verification failed');
    }
  });
}

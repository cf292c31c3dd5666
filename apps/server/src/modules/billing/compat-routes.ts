import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { callerHasAppliedPayment, requireVerifiedPaymentOfCaller } from './caller-payments';
import { findUserById, listPaymentsOfUser, type PaymentRow } from './repository';
import { userAnswer } from './user-answer';

// The spec's purchase calls (section 7) keep their paths and payloads, but a browser can no longer
// grant itself anything (DESIGN 5): each acts only on a transaction the server verified for the
// caller, and the grant itself already happened exactly once when it was verified.
const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).optional();
const count = z.union([z.number(), z.string().regex(/^-?\d+$/, 'must be a whole number')]).optional();
const transaction = z.string().trim().min(1).max(200);

const FORGED = 'Plans and sessions change only through a verified payment.';

function paymentView(p: PaymentRow) {
  return {
    _id: p.id,
    email: p.email,
    subType: p.subType,
    transaction: p.transactionId,
    totalSessions: p.totalSessions,
    product: p.product,
    period: p.period,
    createdAt: p.createdAt.toISOString(),
  };
}

export const compatRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The body's e-mail, when sent, must be the caller's own. */
  async function callerWithEmail(userId: string, email: string | undefined) {
    const user = await findUserById(app.db, userId);
    if (!user) throw new HttpError(401, 'Authentication required. Please sign in.');
    if (email && email.trim().toLowerCase() !== user.email.toLowerCase()) throw new HttpError(403, 'You can only update your own account.');
    return user;
  }

  app.put(
    '/auth/updatePremium',
    { schema: { body: z.object({ email: z.string().optional(), isPremium: flag, subType: z.string().optional(), transaction: transaction.optional(), totalSessions: count }) } },
    async (request) => {
      const { userId } = requireCaller(request);
      const user = await callerWithEmail(userId, request.body.email);
      const { transaction: txId, isPremium, subType, totalSessions } = request.body;
      if (txId) {
        await requireVerifiedPaymentOfCaller(app, userId, txId);
        return userAnswer(app, userId);
      }
      // Without a transaction this was the browser's monthly reset or decrement; the server now
      // does both from its own records, so a harmless request is answered with the true state.
      const asksForMore = totalSessions !== undefined && Number(totalSessions) > user.totalSessions;
      if (isPremium !== undefined || subType !== undefined || asksForMore) throw new HttpError(403, FORGED);
      return userAnswer(app, userId);
    },
  );

  app.post(
    '/auth/addTotalSessions',
    { schema: { body: z.object({ email: z.string().optional(), totalSessions: count, transaction: transaction.optional() }) } },
    async (request) => {
      const { userId } = requireCaller(request);
      await callerWithEmail(userId, request.body.email);
      if (request.body.transaction) await requireVerifiedPaymentOfCaller(app, userId, request.body.transaction);
      // The verified grant already added the plan's sessions; this call never adds more.
      else if (!(await callerHasAppliedPayment(app, userId))) throw new HttpError(403, FORGED);
      return userAnswer(app, userId);
    },
  );

  app.post(
    '/payments/addPayment',
    { schema: { body: z.object({ email: z.string().optional(), subType: z.string().optional(), transaction, totalSessions: count }) } },
    async (request) => {
      const { userId } = requireCaller(request);
      await callerWithEmail(userId, request.body.email);
      const payment = await requireVerifiedPaymentOfCaller(app, userId, request.body.transaction);
      return { payment: paymentView(payment) };
    },
  );

  app.get('/payments/getPayments', async (request) => {
    const { userId } = requireCaller(request);
    const rows = await listPaymentsOfUser(app.db, userId);
    return { items: rows.map((p) => ({ payment: paymentView(p) })) };
  });
};

import { PAID_SUB_TYPES, PLAN_FEATURES, PLANS, SISTER_PLANS, SISTER_SUB_TYPES, priceIdKey, yearlySavingPercent } from '@haven/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readToken, requireCaller } from '../../plugins/auth';
import { hashToken } from '../../lib/tokens';
import { providePendingPaymentsHandler } from '../auth/pending-payments';
import { compatRoutes } from './compat-routes';
import { applyPendingPaymentsInTransaction } from './pending-payments';
import { isTestMode, loadPriceIds } from './price-ids';
import { confirmTransaction, runTestCheckout } from './service';
import { userAnswer } from './user-answer';
import { webhookRoutes } from './webhook-routes';

// E-mail verification (accounts module) applies payments that were waiting for that address.
providePendingPaymentsHandler(async (app, db, user) => {
  await applyPendingPaymentsInTransaction(app, db, user.id, user.email);
});

/** Per signed-in caller (by token), falling back to the IP; calls that reach Paddle or grant. */
const perCaller = (name: string, max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (req: FastifyRequest) => {
    const token = readToken(req);
    return `${name}:${token ? hashToken(token) : req.ip}`;
  },
});

const testCheckoutBody = z.union([
  z.object({ product: z.literal('sister'), subType: z.enum(SISTER_SUB_TYPES) }),
  z.object({ product: z.literal('haven').optional(), subType: z.enum(PAID_SUB_TYPES), period: z.enum(['monthly', 'yearly']) }),
]);

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const priceIds = loadPriceIds(app.config, (msg) => app.log.warn(msg));

  app.get('/plans', async () => ({
    plans: PLANS.map((p) => ({
      ...p,
      features: [...PLAN_FEATURES],
      yearlySaving: yearlySavingPercent(p),
      priceIds: { monthly: priceIds[priceIdKey({ subType: p.subType, period: 'monthly' })] ?? null, yearly: priceIds[priceIdKey({ subType: p.subType, period: 'yearly' })] ?? null },
    })),
    sisterPlans: SISTER_PLANS.map((p) => ({ ...p, priceId: priceIds[priceIdKey({ product: 'sister', subType: p.subType })] ?? null })),
    paddle: app.config.PADDLE_CLIENT_TOKEN ? { clientToken: app.config.PADDLE_CLIENT_TOKEN, environment: app.config.PADDLE_ENVIRONMENT } : null,
    testMode: isTestMode(app.config),
  }));

  await app.register(webhookRoutes);
  await app.register(compatRoutes);

  app.post(
    '/payments/confirm',
    { schema: { body: z.object({ transactionId: z.string().trim().min(1).max(200) }) }, config: { rateLimit: perCaller('payments-confirm', 20) } },
    async (request) => {
      const { userId } = requireCaller(request);
      const outcome = await confirmTransaction(app, userId, request.body.transactionId);
      return { ...(await userAnswer(app, userId)), status: outcome.status };
    },
  );

  app.post(
    '/payments/test-checkout',
    { schema: { body: testCheckoutBody }, config: { rateLimit: perCaller('payments-test-checkout', 20) } },
    async (request) => {
      const { userId } = requireCaller(request);
      const outcome = await runTestCheckout(app, userId, request.body);
      const transaction = 'payment' in outcome ? outcome.payment.transactionId : null;
      return { ...(await userAnswer(app, userId)), transaction };
    },
  );
};

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createQuotaService } from './quota-service';

/** Decorates `app.quotas` for the whole app (fastify-plugin lifts the decoration out of its scope). */
export const quotaPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('quotas', createQuotaService(app));
  },
  { name: 'haven-quotas' },
);

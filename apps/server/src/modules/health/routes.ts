import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable'), error: z.string() }) } } },
    async (_req, reply) => {
      if (await app.database.ping()) return { status: 'ok' as const };
      return reply.status(503).send({ status: 'unavailable' as const, error: 'The database does not answer.' });
    },
  );
};

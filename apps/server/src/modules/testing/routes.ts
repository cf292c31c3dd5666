import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Only with TEST_CLOCK (never in production): end-to-end tests move the server's clock forward. */
export const testingRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.TEST_CLOCK || app.config.isProduction) return;
  app.post('/test/clock', { schema: { body: z.object({ advanceMs: z.number().int().min(0).max(30 * 24 * 3600 * 1000) }) } }, async (req) => {
    app.clock.advance(req.body.advanceMs);
    return { offsetMs: app.clock.offsetMs(), now: app.clock.now().toISOString() };
  });
};

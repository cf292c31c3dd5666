import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handlePaddleWebhook } from './service';

/**
 * POST /payments/webhook. Registered in its own plugin scope so only this route keeps the body as
 * the exact raw string: the signature covers those bytes, and re-serialised JSON would not match.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post('/payments/webhook', { config: { rateLimit: { max: 300, timeWindow: '1 minute', keyGenerator: (req) => `paddle-webhook:${req.ip}` } } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers['paddle-signature'];
    const result = await handlePaddleWebhook(app, raw, Array.isArray(header) ? header[0] : header);
    const status = result.outcome?.status ?? 'ignored';
    return { received: true, eventType: result.eventType, status };
  });
};

import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

export const REQUEST_DEADLINE_MESSAGE = 'The service took too long to answer. Please try again shortly.';

/**
 * A deadline for every request: whatever it waits on (a database that stopped answering, a queue
 * for connections), the client gets a readable 503 instead of a hang. Streamed replies have taken
 * over the response by then and are bounded by the provider limits instead (AI_STREAM_MAX_MS).
 */
export function registerRequestDeadline(app: FastifyInstance, ms: number) {
  app.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ url: request.routeOptions.url, ms }, 'request deadline passed');
      void reply.status(503).send(errorBody(REQUEST_DEADLINE_MESSAGE));
    }, ms);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    reply.raw.once('finish', () => clearTimeout(timer));
  });
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSafetyService } from './safety-service';

/** Decorates `app.safety` for the whole app (fastify-plugin lifts the decoration out of its scope). */
export const safetyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('safety', createSafetyService(app));
  },
  { name: 'haven-safety' },
);

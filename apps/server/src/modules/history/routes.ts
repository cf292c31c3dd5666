import { historyParamsSchema, historyQuerySchema } from '@haven/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertOwner } from '../../plugins/auth';
import { decodeCursor } from './cursor';
import { historyPage } from './lists';

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /history/{userId}/{list}?cursor=&limit=: the part of a list that GET /auth/getUser leaves out.
  app.get('/history/:userId/:list', { schema: { params: historyParamsSchema, querystring: historyQuerySchema } }, async (request) => {
    const { userId, list } = request.params;
    assertOwner(request, userId);
    const cursor = request.query.cursor ? decodeCursor(request.query.cursor) : undefined;
    return historyPage(app, list, { userId, cursor, limit: request.query.limit });
  });
};

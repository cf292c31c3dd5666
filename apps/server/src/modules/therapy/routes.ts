import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { therapyEndSchema, therapyMessageSchema, therapyRecordInputSchema, therapyStartSchema } from '@haven/core';
import { assertOwner } from '../../plugins/auth';
import * as repo from './repository';
import { createTherapyService } from './service';

// Starts, replies and summaries each cost a model call.
function perCaller(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => (req.auth ? `therapy:u:${req.auth.userId}` : `therapy:ip:${req.ip}`),
  };
}

const sessionParams = z.object({ id: z.uuid() });
const userParams = z.object({ userId: z.uuid() });

export const therapyRoutes: FastifyPluginAsyncZod = async (app) => {
  const therapy = createTherapyService(app);

  app.post('/therapy/sessions', { schema: { body: therapyStartSchema }, config: { rateLimit: perCaller(10) } }, async (request, reply) =>
    therapy.start(request, reply, request.body),
  );

  app.get('/therapy/sessions/active', async (request, reply) => therapy.active(request, reply));

  app.post(
    '/therapy/sessions/:id/messages',
    { schema: { params: sessionParams, body: therapyMessageSchema }, config: { rateLimit: perCaller(30) } },
    async (request, reply) => {
      await therapy.reply(request, reply, request.params.id, request.body.text);
      return reply;
    },
  );

  app.post(
    '/therapy/sessions/:id/end',
    { schema: { params: sessionParams, body: therapyEndSchema }, config: { rateLimit: perCaller(20) } },
    async (request, reply) => therapy.end(request, reply, request.params.id, request.body),
  );

  // The spec's calls (section 7), owner-only.
  app.get('/therapy/getTherapy/:userId', { schema: { params: userParams } }, async (request) => {
    assertOwner(request, request.params.userId);
    return { therapy: await repo.listTherapyRecords(app, request.params.userId) };
  });

  app.post(
    '/therapy/addTherapy/:userId',
    { schema: { params: userParams, body: therapyRecordInputSchema }, config: { rateLimit: perCaller(20) } },
    async (request, reply) => {
      const { userId } = assertOwner(request, request.params.userId);
      const now = app.clock.now();
      const t = request.body.therapy;
      const row = await repo.insertRecord(app, app.db, userId, { ...t, date: t.date || now.toISOString() }, null, now);
      return reply.status(201).send({ therapy: repo.toTherapyRecord(app, row) });
    },
  );
};

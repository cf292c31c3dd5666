import {
  meditationPlayInputSchema,
  moodCheckinInputSchema,
  moodCheckinPageSchema,
  moodCheckinReplySchema,
  progressListQuerySchema,
  progressSummaryQuerySchema,
  progressSummarySchema,
  questionnaireInputSchema,
  questionnaireResultPageSchema,
  questionnaireSubmitReplySchema,
} from '@haven/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertOwner } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { createProgressService } from './service';
import { progressSummary } from './summary';

const userParams = z.object({ userId: z.uuid({ error: 'userId must be a user id.' }) });
const checkinListQuery = progressListQuerySchema.omit({ kind: true });
const tags = ['progress'];

/** Per signed-in caller (the key falls back to the IP for a visitor, who gets a 401 anyway). */
function perCaller(name: string, max: number) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => (req.auth ? `progress:${name}:u:${req.auth.userId}` : `progress:${name}:ip:${req.ip}`),
  };
}

// Issue 16 (DESIGN 9.1): mood check-ins, PHQ-9/GAD-7 and the progress figures. Owner-only.
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const progress = createProgressService(app);

  app.post(
    '/progress/:userId/checkins',
    { schema: { tags, summary: 'Record a mood check-in', params: userParams, body: moodCheckinInputSchema, response: { 201: moodCheckinReplySchema } }, config: { rateLimit: perCaller('checkins', 30) } },
    async (request, reply) => {
      assertOwner(request, request.params.userId);
      return reply.status(201).send(await progress.addCheckin(request.params.userId, request.body));
    },
  );

  app.get('/progress/:userId/checkins', { schema: { tags, summary: 'Mood check-ins, newest first', params: userParams, querystring: checkinListQuery, response: { 200: moodCheckinPageSchema } } }, async (request) => {
    assertOwner(request, request.params.userId);
    return progress.listCheckins(request.params.userId, request.query);
  });

  app.post(
    '/progress/:userId/questionnaires',
    { schema: { tags, summary: 'Submit a PHQ-9 or GAD-7 (scored on the server; once per 14 days per kind)', params: userParams, body: questionnaireInputSchema, response: { 201: questionnaireSubmitReplySchema } }, config: { rateLimit: perCaller('questionnaires', 10) } },
    async (request, reply) => {
      assertOwner(request, request.params.userId);
      const { country, language, ...input } = request.body;
      return reply.status(201).send(await progress.submitQuestionnaire(request.params.userId, input, { country, language }));
    },
  );

  app.get('/progress/:userId/questionnaires', { schema: { tags, summary: 'Questionnaire results, newest first', params: userParams, querystring: progressListQuerySchema, response: { 200: questionnaireResultPageSchema } } }, async (request) => {
    assertOwner(request, request.params.userId);
    return progress.listQuestionnaires(request.params.userId, request.query);
  });

  app.get('/progress/:userId/summary', { schema: { tags, summary: 'Progress over 7, 30 or 90 days, counted in a time zone', params: userParams, querystring: progressSummaryQuerySchema, response: { 200: progressSummarySchema } } }, async (request) => {
    assertOwner(request, request.params.userId);
    if (!request.authUser) throw new HttpError(401, 'Authentication required. Please sign in.');
    return progressSummary(app, request.authUser, request.query.days, request.query.tz);
  });

  app.post(
    '/progress/:userId/meditation-plays',
    { schema: { tags, summary: 'Report that a meditation was played', params: userParams, body: meditationPlayInputSchema, response: { 204: z.null().describe('Stored') } }, config: { rateLimit: perCaller('plays', 30) } },
    async (request, reply) => {
      assertOwner(request, request.params.userId);
      await progress.addPlay(request.params.userId, request.body.seconds);
      return reply.status(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addMeditationSchema, meditationGenerateSchema, meditationPrefsPayloadSchema, MEDITATION_ERROR_CODES } from '@haven/core/meditation';
import { assertOwner } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { generationRateLimit } from './generation-allowance';
import { insertMeditations, saveMeditationPrefs } from './repository';
import { generateMeditations } from './service';

const userParams = z.object({ userId: z.uuid({ error: 'userId must be a user id.' }) });
const writeRateLimit = { max: 60, timeWindow: '1 minute', hook: 'preHandler' as const };

export const meditationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/meditation/updateMeditationPrefs/:userId',
    { schema: { params: userParams, body: meditationPrefsPayloadSchema }, config: { rateLimit: writeRateLimit } },
    async (request) => {
      assertOwner(request, request.params.userId);
      const saved = await saveMeditationPrefs(app, request.params.userId, request.body);
      if (!saved) throw new HttpError(404, 'We could not load your account. Please sign in again.', { code: MEDITATION_ERROR_CODES.fetchUser });
      return { message: 'Meditation preferences saved.', meditationsPrefs: request.body };
    },
  );

  app.post(
    '/meditation/generate',
    { schema: { body: meditationGenerateSchema }, config: { rateLimit: generationRateLimit('meditation') } },
    async (request, reply) => ({ meditations: await generateMeditations(app, request, reply, request.body) }),
  );

  // Spec compatibility: stores a meditation the client supplies. Generation already stores its own.
  app.post(
    '/meditation/addMeditation/:userId',
    { schema: { params: userParams, body: addMeditationSchema }, config: { rateLimit: writeRateLimit } },
    async (request, reply) => {
      assertOwner(request, request.params.userId);
      const m = request.body.generatedMeditation;
      try {
        await insertMeditations(app, request.params.userId, [m]);
      } catch (err) {
        request.log.error({ err }, 'addMeditation failed');
        throw new HttpError(500, 'Your meditation could not be saved. Please try again.', { code: MEDITATION_ERROR_CODES.save });
      }
      return reply.status(201).send({ message: 'Meditation saved.', generatedMeditation: m });
    },
  );
};

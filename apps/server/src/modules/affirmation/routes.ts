import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addAffirmationSchema, addFavouriteAffirmationSchema, affirmationGenerateSchema, affirmationPrefsPayloadSchema, AFFIRMATION_ERROR_CODES } from '@haven/core/affirmation';
import { assertOwner } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { generationRateLimit } from '../meditation/generation-allowance';
import { addFavourite, insertAffirmations, listFavourites, removeFavourite, saveAffirmationPrefs } from './repository';
import { generateAffirmations } from './service';

const userParams = z.object({ userId: z.uuid({ error: 'userId must be a user id.' }) });
const writeRateLimit = { max: 60, timeWindow: '1 minute', hook: 'preHandler' as const };

export const affirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/affirmation/updateAffirmationsPrefs/:userId',
    { schema: { params: userParams, body: affirmationPrefsPayloadSchema }, config: { rateLimit: writeRateLimit } },
    async (request) => {
      assertOwner(request, request.params.userId);
      const prefs = request.body.affirmationsPreferences;
      if (!(await saveAffirmationPrefs(app, request.params.userId, prefs))) {
        throw new HttpError(404, 'We could not load your account. Please sign in again.', { code: AFFIRMATION_ERROR_CODES.fetchUser });
      }
      return { message: 'Affirmation preferences saved.', affirmationsPreferences: prefs };
    },
  );

  app.post(
    '/affirmation/generate',
    { schema: { body: affirmationGenerateSchema }, config: { rateLimit: generationRateLimit('affirmation') } },
    async (request, reply) => ({ affirmations: await generateAffirmations(app, request, reply, request.body) }),
  );

  // Spec compatibility: stores an affirmation the client supplies. Generation already stores its own.
  app.post(
    '/affirmation/addAffirmation/:userId',
    { schema: { params: userParams, body: addAffirmationSchema }, config: { rateLimit: writeRateLimit } },
    async (request, reply) => {
      assertOwner(request, request.params.userId);
      await insertAffirmations(app, request.params.userId, [request.body.generatedAffirmation]);
      return reply.status(201).send({ message: 'Affirmation saved.', generatedAffirmation: request.body.generatedAffirmation });
    },
  );

  // Favourites need an account: a visitor gets 401 here (spec 6).
  app.post(
    '/affirmation/addFavAffir/:userId',
    { schema: { params: userParams, body: addFavouriteAffirmationSchema }, config: { rateLimit: writeRateLimit } },
    async (request) => {
      assertOwner(request, request.params.userId);
      await addFavourite(app, request.params.userId, request.body.favoriteAffirmations);
      return { message: 'Favourite saved.', favoriteAffirmations: await listFavourites(app, request.params.userId) };
    },
  );

  // Haven addition: un-favouriting, so the favourite button can toggle.
  app.post(
    '/affirmation/removeFavAffir/:userId',
    { schema: { params: userParams, body: addFavouriteAffirmationSchema }, config: { rateLimit: writeRateLimit } },
    async (request) => {
      assertOwner(request, request.params.userId);
      await removeFavourite(app, request.params.userId, request.body.favoriteAffirmations);
      return { message: 'Favourite removed.', favoriteAffirmations: await listFavourites(app, request.params.userId) };
    },
  );
};

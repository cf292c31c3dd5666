import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MEDITATION_ALERTS, MEDITATION_ERROR_CODES, fromPrefsPayload, type MeditationPreferences, type MeditationPrefsPayload } from '@haven/core/meditation';
import { MEDITATIONS_SHOWN } from '@haven/core';
import { AiError, type GeneratedMeditation } from '../../ai/gateway';
import { HttpError } from '../../plugins/errors';
import { claimGeneration } from './generation-allowance';
import { findMeditationPrefs, insertMeditations, recentMeditationTitles } from './repository';

const CODES = MEDITATION_ERROR_CODES;

/** Preferences for this generation: the ones sent along (visitors), else the user's stored ones. */
async function resolvePreferences(app: FastifyInstance, request: FastifyRequest, sent?: MeditationPrefsPayload): Promise<MeditationPreferences> {
  if (sent) return fromPrefsPayload(sent)!;
  if (request.auth) {
    const stored = await findMeditationPrefs(app, request.auth.userId);
    if (stored === undefined) throw new HttpError(404, 'We could not load your account. Please sign in again.', { code: CODES.fetchUser });
    const prefs = stored ? fromPrefsPayload(stored) : null;
    if (prefs) return prefs;
  }
  throw new HttpError(400, 'Please save your meditation preferences first.', { field: 'preferences' });
}

/**
 * POST /meditation/generate (DESIGN.md 9): the role's allowance, the model through the gateway
 * (which drops invalid items and flattens object fields), then storage for a logged-in user. The
 * browser must not store them again through addMeditation.
 */
export async function generateMeditations(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { count: 1 | 3; preferences?: MeditationPrefsPayload },
): Promise<GeneratedMeditation[]> {
  const preferences = await resolvePreferences(app, request, input.preferences);
  const allowance = await claimGeneration(app, request, reply, 'meditation', CODES.fetchUser);
  let list: GeneratedMeditation[];
  try {
    const avoidTitles = allowance.userId ? await recentMeditationTitles(app, allowance.userId, MEDITATIONS_SHOWN) : [];
    list = await app.ai.meditations({ caller: allowance.caller, preferences, count: input.count, avoidTitles });
    if (list.length === 0) throw new AiError('no_valid_output', 'empty list');
  } catch (err) {
    await allowance.release();
    request.log.warn({ err: (err as Error).message, code: (err as AiError).code }, 'meditation generation failed');
    if (err instanceof AiError && err.code === 'no_valid_output') {
      throw new HttpError(502, 'No valid meditations were generated. Please try again.', { code: CODES.noValid });
    }
    if (err instanceof AiError) throw new HttpError(502, MEDITATION_ALERTS.generateFailed, { code: CODES.invalidAi });
    throw err;
  }
  if (allowance.userId) {
    try {
      await insertMeditations(app, allowance.userId, list);
    } catch (err) {
      await allowance.release();
      request.log.error({ err }, 'storing meditations failed');
      throw new HttpError(500, 'Your meditations could not be saved. Please try again.', { code: CODES.save });
    }
  }
  return list;
}

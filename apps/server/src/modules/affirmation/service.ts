import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AFFIRMATIONS_PER_GENERATION } from '@haven/core';
import { AFFIRMATION_ALERTS, AFFIRMATION_ERROR_CODES, affirmationPreferencesSchema, type AffirmationPreferences } from '@haven/core/affirmation';
import { AiError } from '../../ai/gateway';
import { HttpError } from '../../plugins/errors';
import { claimGeneration } from '../meditation/generation-allowance';
import { findAffirmationPrefs, insertAffirmations } from './repository';

const CODES = AFFIRMATION_ERROR_CODES;

async function resolvePreferences(app: FastifyInstance, request: FastifyRequest, sent?: AffirmationPreferences): Promise<AffirmationPreferences> {
  if (sent) return sent;
  if (request.auth) {
    const stored = await findAffirmationPrefs(app, request.auth.userId);
    if (stored === undefined) throw new HttpError(404, 'We could not load your account. Please sign in again.', { code: CODES.fetchUser });
    const parsed = affirmationPreferencesSchema.safeParse(stored);
    if (parsed.success) return parsed.data;
  }
  throw new HttpError(400, 'Please save your affirmation preferences first.', { field: 'preferences' });
}

/**
 * POST /affirmation/generate (DESIGN.md 9): four first-person affirmations for the theme and
 * style, within the role's allowance, stored for a logged-in user.
 */
export async function generateAffirmations(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { preferences?: AffirmationPreferences },
): Promise<string[]> {
  const prefs = await resolvePreferences(app, request, input.preferences);
  const allowance = await claimGeneration(app, request, reply, 'affirmation', CODES.fetchUser);
  let list: string[];
  try {
    list = (await app.ai.affirmations({ caller: allowance.caller, theme: prefs.affirmationTheme, style: prefs.preferredAffirmation }))
      .map((a) => a.trim())
      .filter(Boolean)
      .slice(0, AFFIRMATIONS_PER_GENERATION);
    if (list.length === 0) throw new AiError('no_valid_output', 'no affirmations');
  } catch (err) {
    await allowance.release();
    request.log.warn({ err: (err as Error).message, code: (err as AiError).code }, 'affirmation generation failed');
    if (err instanceof AiError) {
      throw new HttpError(502, AFFIRMATION_ALERTS.generateFailed, { code: err.code === 'no_valid_output' ? CODES.noValid : CODES.invalidAi });
    }
    throw err;
  }
  if (allowance.userId) {
    try {
      await insertAffirmations(app, allowance.userId, list);
    } catch (err) {
      await allowance.release();
      request.log.error({ err }, 'storing affirmations failed');
      throw new HttpError(500, 'Your affirmations could not be saved. Please try again.', { code: CODES.save });
    }
  }
  return list;
}

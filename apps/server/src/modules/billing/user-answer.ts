import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { loadUserRecord } from '../auth/user-record';

/** `{ user }` in the spec's user-record shape, the same as GET /auth/getUser answers. */
export async function userAnswer(app: FastifyInstance, userId: string) {
  const user = await loadUserRecord(app, userId);
  if (!user) throw new HttpError(401, 'Authentication required. Please sign in.');
  return { user };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUserRow } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { findUserById } from '../billing/repository';
import { monthlyResetDecision } from './monthly-reset';
import type { RecordCache } from './record-cache';
import { freshProgress } from '../progress/figures';
import { listsFragment, loadUserRecordWithVersion, userFields } from './user-record';

/** `{"user":{...own fields, ...lists}}` from the user's own fields and the lists' JSON fragment. */
const compose = (fields: object, lists: string) => joinFields(JSON.stringify(fields), lists);
const joinFields = (fieldsJson: string, lists: string) => `{"user":${fieldsJson.slice(0, -1)},${lists}}}`;

/**
 * The user's own fields as JSON, per row object the session cache holds (and per progress figures):
 * a warm getUser then decrypts nothing. Each decryption made native cipher state that lived until
 * a GC, which grew the process's malloc heap under load (issue 15, RSS after load).
 */
const fieldsOfRow = new WeakMap<object, { progress: unknown; json: string }>();

/**
 * GET /auth/getUser as a JSON string. The common case costs the auth query alone: the user row came
 * with the session (plugins/auth.ts) and the lists' window is cached for the row's lists_version.
 * A due monthly reset, or lists changed since the cached window, take the full read.
 */
export async function getUserJson(app: FastifyInstance, cache: RecordCache, request: FastifyRequest): Promise<string> {
  const authRow = request.authUser;
  if (!authRow) throw new HttpError(401, 'Authentication required. Please sign in.');
  const row = await currentRow(app, cache, authRow);
  if (monthlyResetDecision(row, app.clock.now()).kind === 'none') {
    const lists = cache.get(row.id, row.listsVersion);
    // progress: the stored figures while their (lists_version, UTC day) stamp holds; no query then.
    if (lists !== undefined) {
      const progress = await freshProgress(app, row);
      let held = fieldsOfRow.get(row);
      if (held?.progress !== progress) fieldsOfRow.set(row, (held = { progress, json: JSON.stringify({ ...userFields(row, (s) => app.cipher.decrypt(s)), progress }) }));
      return joinFields(held.json, lists);
    }
  }
  const loaded = await loadUserRecordWithVersion(app, row.id, { applyReset: true });
  if (!loaded) throw new HttpError(404, 'User not found');
  const lists = listsFragment(loaded.record);
  cache.set(row.id, loaded.listsVersion, lists);
  const { chats: _c, therapy: _t, generatedMeditation: _m, generatedAffirmation: _a, favoriteAffirmations: _f, historyCursors: _h, ...fields } = loaded.record;
  return compose(fields, lists);
}

/**
 * The row to answer from. The session cache's row can be older than the window this instance
 * cached: its lists_version is marked unknown when the database's notification of a list change
 * arrives, which may be after this instance already read the new lists, or the notification may
 * still be on its way. Either way the held window may be current; one read of the user row (no
 * list, nothing to decrypt) tells, instead of reading and decrypting every list again.
 */
async function currentRow(app: FastifyInstance, cache: RecordCache, row: AuthUserRow): Promise<AuthUserRow> {
  const held = cache.heldVersion(row.id);
  if (held === undefined || held === row.listsVersion) return row;
  return (await findUserById(app.db, row.id)) ?? row;
}

import { HttpError } from '../../plugins/errors';

/**
 * A keyset cursor: the (created_at, id) of the oldest entry already sent. created_at travels as
 * PostgreSQL's own text form so its microseconds survive the round trip (a JS Date would cut them
 * and skip or repeat rows created in the same millisecond).
 */
export interface Cursor {
  at: string;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.at}|${c.id}`, 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

export function decodeCursor(raw: string): Cursor {
  const [at, id, extra] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !at || !id || !TIMESTAMP.test(at) || !UUID.test(id)) {
    throw new HttpError(400, 'cursor must be a cursor from an earlier answer.', { field: 'cursor' });
  }
  return { at, id };
}

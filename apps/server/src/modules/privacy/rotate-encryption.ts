import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TextCipher } from '../../lib/crypto';

/** Every column that holds sealed text. A new sealed column must be listed here to be rotated. */
export const ENCRYPTED_COLUMNS = [
  { table: 'chats', column: 'user_message' },
  { table: 'chats', column: 'ai_response' },
  { table: 'therapy_messages', column: 'content' },
  { table: 'therapy_records', column: 'description' },
  { table: 'refunds', column: 'reason' },
  // What describes a person's mental state (issue 14): mood, profession, therapy choices, safety
  // categories, favourites and generated meditations and affirmations.
  { table: 'users', column: 'mood' },
  { table: 'users', column: 'profession' },
  { table: 'therapy_sessions', column: 'mood' },
  { table: 'therapy_sessions', column: 'therapy_type' },
  { table: 'therapy_sessions', column: 'topic' },
  { table: 'therapy_records', column: 'feeling' },
  { table: 'therapy_records', column: 'type' },
  { table: 'therapy_records', column: 'topic' },
  { table: 'safety_events', column: 'category' },
  { table: 'favorite_affirmations', column: 'text' },
  { table: 'meditations', column: 'title' },
  { table: 'meditations', column: 'description' },
  { table: 'meditations', column: 'type' },
  { table: 'affirmations', column: 'text' },
  // Progress (issue 16): check-ins' mood, note and goal ratings; questionnaire answers, score and band.
  { table: 'mood_checkins', column: 'mood' },
  { table: 'mood_checkins', column: 'note' },
  { table: 'mood_checkins', column: 'goals' },
  { table: 'questionnaire_results', column: 'answers' },
  { table: 'questionnaire_results', column: 'score' },
  { table: 'questionnaire_results', column: 'band' },
  { table: 'mail_outbox', column: 'subject' },
  { table: 'mail_outbox', column: 'text' },
] as const;

type Rows<T> = { rows: T[] };

/**
 * Re-seals every value not sealed with the current key (including legacy plain text), and
 * recomputes the favourites' keyed hashes under the current key. Rows are updated one by one,
 * each only if it still holds the value read, so it is safe while the app runs.
 */
export async function reencryptAll(db: Db, cipher: TextCipher): Promise<Record<string, number>> {
  return seal(db, cipher, (value) => cipher.keyIdOf(value) !== cipher.keyId, '');
}

/**
 * Startup step: seals values still in plain text (rows written before a column was encrypted)
 * and gives legacy favourites their hash. Rows already sealed, by any key, are left alone, so this
 * reads nothing but the legacy rows.
 */
export async function sealLegacyRows(db: Db, cipher: TextCipher): Promise<Record<string, number>> {
  return seal(db, cipher, (value) => !cipher.isSealed(value), ` and "$COLUMN" not like 'enc:v1:%'`, LEGACY_PLAIN_COLUMNS);
}

/**
 * The columns sealed only since issue 14, which may still hold plain rows. Conversation text
 * (chats, therapy messages, summaries, refund reasons) was sealed from the start, so start-up does
 * not scan those large tables; nor are the progress tables (issue 16), sealed from their first
 * row. `npm run rotate-key` still covers every column.
 */
const LEGACY_PLAIN_COLUMNS = ENCRYPTED_COLUMNS.filter((c) => !['chats', 'therapy_messages', 'refunds', 'mood_checkins', 'questionnaire_results'].includes(c.table) && !(c.table === 'therapy_records' && c.column === 'description'));

async function seal(
  db: Db,
  cipher: TextCipher,
  needsWork: (value: string) => boolean,
  filter: string,
  columns: readonly { table: string; column: string }[] = ENCRYPTED_COLUMNS,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of columns) {
    const res = await db.execute(sql.raw(`select id, "${column}" as value from "${table}" where "${column}" <> ''${filter.replace('$COLUMN', column)}`));
    let changed = 0;
    for (const row of (res as unknown as Rows<{ id: string; value: string }>).rows) {
      if (!needsWork(row.value)) continue;
      const resealed = cipher.encrypt(cipher.decrypt(row.value));
      await db.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${resealed} where id = ${row.id} and ${sql.identifier(column)} = ${row.value}`);
      changed++;
    }
    counts[`${table}.${column}`] = changed;
  }
  counts['favorite_affirmations.text_hash'] = await rehashFavourites(db, cipher, filter === '');
  counts['mail_outbox.links'] = await resealLinks(db, cipher, needsWork);
  return counts;
}

/** The dev outbox's links: a jsonb list of sealed strings. */
async function resealLinks(db: Db, cipher: TextCipher, needsWork: (value: string) => boolean): Promise<number> {
  const res = await db.execute(sql.raw(`select id, links from mail_outbox where jsonb_array_length(links) > 0`));
  let changed = 0;
  for (const row of (res as unknown as Rows<{ id: string; links: string[] }>).rows) {
    if (!row.links.some(needsWork)) continue;
    const links = row.links.map((l) => (needsWork(l) ? cipher.encrypt(cipher.decrypt(l)) : l));
    await db.execute(sql`update mail_outbox set links = ${JSON.stringify(links)}::jsonb where id = ${row.id} and links = ${JSON.stringify(row.links)}::jsonb`);
    changed++;
  }
  return changed;
}

/** Hashes under the current key; `all` redoes every row (rotation), otherwise only rows without one. */
async function rehashFavourites(db: Db, cipher: TextCipher, all: boolean): Promise<number> {
  const res = await db.execute(sql.raw(`select id, user_id, text, text_hash from favorite_affirmations${all ? '' : ' where text_hash is null'}`));
  let changed = 0;
  for (const row of (res as unknown as Rows<{ id: string; user_id: string; text: string; text_hash: string | null }>).rows) {
    const hash = cipher.blindIndex(cipher.decrypt(row.text));
    if (hash === row.text_hash) continue;
    // A legacy duplicate (same text twice, possible only before hashes existed) keeps one row.
    const dup = await db.execute(sql`select id from favorite_affirmations where user_id = ${row.user_id} and text_hash = ${hash} and id <> ${row.id} limit 1`);
    if ((dup as unknown as Rows<{ id: string }>).rows.length > 0) {
      await db.execute(sql`delete from favorite_affirmations where id = ${row.id}`);
    } else {
      await db.execute(sql`update favorite_affirmations set text_hash = ${hash} where id = ${row.id}`);
    }
    changed++;
  }
  return changed;
}

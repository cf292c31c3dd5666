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
] as const;

/**
 * Re-seals every value not sealed with the current key (including legacy plain text). Rows are
 * updated one by one, each only if it still holds the value read, so it is safe while the app runs.
 */
export async function reencryptAll(db: Db, cipher: TextCipher): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of ENCRYPTED_COLUMNS) {
    const res = await db.execute(sql.raw(`select id, "${column}" as value from "${table}" where "${column}" <> ''`));
    const rows = (res as unknown as { rows: { id: string; value: string }[] }).rows;
    let changed = 0;
    for (const row of rows) {
      if (cipher.keyIdOf(row.value) === cipher.keyId) continue;
      const resealed = cipher.encrypt(cipher.decrypt(row.value));
      await db.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${resealed} where id = ${row.id} and ${sql.identifier(column)} = ${row.value}`);
      changed++;
    }
    counts[`${table}.${column}`] = changed;
  }
  return counts;
}

import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

/** The database or an open transaction. */
type Executor = Pick<Db, 'execute'>;

/**
 * The one lock order of Haven's transactions: a transaction that changes a user's rows locks that
 * user's row first, then touches anything else (chats, therapy sessions, allowances). Two such
 * transactions of one user therefore queue instead of deadlocking. FOR NO KEY UPDATE (not FOR
 * UPDATE) still lets concurrent inserts that only reference the user (usage rows, safety events)
 * pass their foreign-key check without waiting.
 */
export async function lockUserRow(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for no key update`);
}

const RETRYABLE = new Set(['40P01', '40001']); // deadlock_detected, serialization_failure

/** True when the error (or one it wraps, as Drizzle does) is a deadlock or serialization failure. */
export function isRetryableConflict(err: unknown): boolean {
  let e = err as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 6; depth++) {
    if (RETRYABLE.has(e.code ?? '')) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Runs a transaction, and once more if PostgreSQL aborted it as a deadlock victim or a
 * serialization failure: the aborted attempt changed nothing, and the second usually runs alone.
 */
export async function transactionWithRetry<T>(db: Db, work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (!isRetryableConflict(err)) throw err;
    return db.transaction(work);
  }
}

import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');
// Any constant works; it only has to be the same for every Haven process.
const MIGRATION_LOCK_ID = 7_402_119;

/**
 * Applies the committed SQL migrations. Drizzle records applied ones, so a second start applies
 * nothing; on PostgreSQL an advisory lock keeps two processes starting together from racing.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(database.db as any, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(tx as any, { migrationsFolder: MIGRATIONS_FOLDER });
  });
}

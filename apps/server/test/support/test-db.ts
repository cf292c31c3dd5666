import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';

export const TEST_DB_PREFIX = 'haven_test_';
let shared: Promise<Database> | null = null;

/**
 * One database per test worker (PGlite takes seconds to create): in-memory PGlite by default,
 * or, when DATABASE_URL is set, a private PostgreSQL database created for this worker.
 */
export function getTestDatabase(): Promise<Database> {
  shared ??= createWorkerDatabase();
  return shared;
}

async function createWorkerDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  let database: Database;
  if (adminUrl) {
    const name = `${TEST_DB_PREFIX}${process.env.HAVEN_TEST_RUN ?? "x"}_${process.pid}_${randomBytes(3).toString("hex")}`;
    const pg = await import('pg');
    const admin = new pg.default.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolMax: 5 });
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  await runMigrations(database);
  return database;
}

/** Empties every table between tests (much faster than a new database). */
export async function resetDatabase(database: Database): Promise<void> {
  const rows = await database.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  const names = (rows as unknown as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`);
  if (names.length) await database.db.execute(sql.raw(`truncate ${names.join(', ')} cascade`));
}

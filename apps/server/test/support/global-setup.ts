import { TEST_DB_PREFIX } from './test-db';

/** On PostgreSQL, drops the per-worker databases of this and earlier runs. */
async function dropTestDatabases() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like '${TEST_DB_PREFIX}%'`);
  for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
  await admin.end();
}

export async function setup() {
  await dropTestDatabases();
}
export async function teardown() {
  await dropTestDatabases();
}

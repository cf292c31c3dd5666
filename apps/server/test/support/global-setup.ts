import { randomBytes } from 'node:crypto';
import { TEST_DB_PREFIX } from './test-db';

// Each run names its PostgreSQL databases with its own id, so runs side by side never touch each
// other's; workers inherit the id through the environment.
const runId = randomBytes(3).toString('hex');

async function dropRunDatabases(pattern: string) {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [pattern]);
  for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
  await admin.end();
}

export async function setup() {
  process.env.HAVEN_TEST_RUN = runId;
}
export async function teardown() {
  await dropRunDatabases(`${TEST_DB_PREFIX}${runId}_%`);
}

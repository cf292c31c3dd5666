import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolMax?: number;
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in the data folder. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax ?? 10);
  return openPglite(opts.dataDir ?? './data');
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: () => pingDb(db),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const location = dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir, 'pglite');
  if (!location.startsWith('memory://')) fs.mkdirSync(location, { recursive: true });
  const client = new PGlite(location);
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: () => pingDb(db),
    close: () => client.close(),
  };
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await withTimeout(db.execute(sql`select 1`), 2000);
    return true;
  } catch {
    return false;
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timeout')), ms);
    p.then((v) => (clearTimeout(t), resolve(v)), (e) => (clearTimeout(t), reject(e)));
  });
}

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { listenPostgres } from './listen-postgres';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  /**
   * Calls `onMessage` with each notification on `channel` (LISTEN). `onListening(false)` says the
   * listening connection was lost and messages may have been missed; `true` that it listens again.
   */
  listen(channel: string, onMessage: (payload: string) => void, onListening: (listening: boolean) => void): Promise<Listener>;
  close(): Promise<void>;
}

export interface Listener {
  /** Resolves once every notification committed before the call has been delivered. */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolMax?: number;
  /** PostgreSQL: the server cancels a statement running longer (statement_timeout). */
  statementTimeoutMs?: number;
  /** PostgreSQL: waiting for a connection (pool or new) fails after this. */
  connectTimeoutMs?: number;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in the data folder. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax ?? 10, opts.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS, opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS);
  return openPglite(opts.dataDir ?? './data');
}

async function openPostgres(url: string, poolMax: number, statementTimeoutMs: number, connectTimeoutMs: number): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // No database wait is unbounded: the server cancels long statements (statement_timeout), the
  // client gives up on a server that stopped answering at all (query_timeout, a little later), and
  // getting a connection from the pool or opening one fails after connectTimeoutMs.
  const pool = new Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 2000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: () => pingDb(db),
    listen: (channel, onMessage, onListening) => listenPostgres(url, connectTimeoutMs, channel, onMessage, onListening),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const location = dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir, 'pglite');
  if (!location.startsWith('memory://')) {
    fs.mkdirSync(location, { recursive: true });
    if (!fs.existsSync(path.join(location, 'PG_VERSION'))) await initPgliteInChild(location);
  }
  const client = new PGlite(location, { startParams: PGLITE_START_PARAMS });
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: () => pingDb(db),
    // One backend in this process: a notification is delivered while the committing query returns.
    listen: async (channel, onMessage, onListening) => {
      const unlisten = await client.listen(channel, onMessage);
      onListening(true);
      return { barrier: async () => {}, close: () => unlisten().catch(() => {}) };
    },
    close: () => client.close(),
  };
}

/**
 * The embedded database's memory (docs/decisions/015-performance.md). PGlite runs PostgreSQL in
 * WebAssembly inside this process, and its defaults are a server's: 128 MB of shared buffers.
 * Haven's embedded database serves one instance with small rows, so 16 MB of buffers and small
 * sort/maintenance memory hold its working set; RSS after load fell from 478 to ~230 MB.
 * The first part is PGlite's own default list (its `defaultStartParams`), which passing
 * `startParams` replaces.
 */
export const PGLITE_START_PARAMS = [
  ...['--single', '-F', '-O', '-j', '-c', 'search_path=public', '-c', 'exit_on_error=false', '-c', 'log_checkpoints=false'],
  ...['-c', 'max_worker_processes=0', '-c', 'max_parallel_workers=0', '-c', 'max_parallel_workers_per_gather=0', '-c', 'io_method=sync', '-c', 'max_parallel_maintenance_workers=0'],
  ...['-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=16MB', '-c', 'temp_buffers=2MB', '-c', 'wal_buffers=1MB'],
];

/**
 * Creating a PGlite database runs initdb in its own WebAssembly instance, which leaves ~450 MB
 * of memory behind in the process that ran it. A new data folder is therefore created by a
 * short-lived child process, and this process only ever opens an existing one.
 */
async function initPgliteInChild(location: string): Promise<void> {
  const { execFile } = await import('node:child_process');
  const { createRequire } = await import('node:module');
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(${JSON.stringify(entry)}); (async () => { const db = new PGlite(${JSON.stringify(location)}); await db.waitReady; await db.close(); })().catch((e) => { console.error(e); process.exit(1); });`;
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ['-e', script], { timeout: 120_000 }, (err, _stdout, stderr) => (err ? reject(new Error(`creating the embedded database failed: ${stderr || err.message}`)) : resolve()));
  });
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

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runCrashTest } from '../../../../bench/crash/crash-run';

// kill -9 under load, then restart: every acknowledged write survives and every start is clean.
// The PGlite pass runs it on PGlite, the PostgreSQL pass on a fresh PostgreSQL database.
// PGlite's crash recovery makes each restart slow (seconds), so CI kills it fewer times
// (CRASH_KILLS_PGLITE, default 8); `npx tsx bench/crash.ts` runs the full 20 on either.
const kills = process.env.DATABASE_URL ? Number(process.env.CRASH_KILLS ?? 20) : Number(process.env.CRASH_KILLS_PGLITE ?? 8);

describe('durability under kill -9', () => {
  it(`keeps every acknowledged write across ${kills} kills`, async () => {
    let databaseUrl: string | undefined;
    let cleanup = async () => {};
    if (process.env.DATABASE_URL) {
      const name = `haven_test_crash_${randomBytes(3).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      cleanup = async () => {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      };
    }
    try {
      const port = 4400 + (process.pid % 500);
      const result = await runCrashTest({ kills, databaseUrl, port });
      console.info(`crash test (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${JSON.stringify({ ...result, missing: result.missing.length })}`);
      expect(result.startFailures).toBe(0);
      expect(result.acknowledged).toBeGreaterThan(0);
      expect(result.missing).toEqual([]);
    } finally {
      await cleanup();
    }
  }, 900_000);
});

// npx tsx bench/crash.ts [kills]        (PGlite)
// DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/crash.ts [kills]
import { runCrashTest } from './crash/crash-run';

const kills = Number(process.argv[2] ?? 20);
const result = await runCrashTest({ kills, databaseUrl: process.env.DATABASE_URL, log: console.info });
console.info(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
console.table({ ...result, missing: result.missing.length });
if (result.missing.length || result.startFailures) process.exitCode = 1;

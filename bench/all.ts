// `npm run bench`: every figure in one run on this machine, printed side by side.
// 1. API throughput on PGlite and on PostgreSQL: each route's req/s as a share of a bare Fastify
//    route in the same process, measured in the same run (bench/api.ts), for users with no, 50
//    and 5,000 chats.
// 2. Start-up and memory (bench/startup.ts): npm start first and warm, cold/warm start, RSS.
// 3. AI streams through Haven vs direct to the provider (bench/ai-stream-overhead.ts).
// PostgreSQL: BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/test); BENCH_SECONDS per route.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-bench-all-'));

function run(script: string, env: Record<string, string> = {}) {
  console.log(`\n== ${script} ${env.DATABASE_URL ? '(PostgreSQL)' : ''}`);
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const res = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'bench', script)], { cwd: root, env: { ...base, ...env }, stdio: 'inherit' });
  if (res.status !== 0) console.error(`${script} failed (exit ${res.status})`);
}

interface ApiRun {
  database: string;
  rows: { route: string; 'req/s': number; 'p99 ms': number; 'vs ceiling': string }[];
  rssAfterLoadMb: number;
}
const pgliteFile = path.join(tmp, 'api-pglite.json');
const pgFile = path.join(tmp, 'api-pg.json');
run('api.ts', { BENCH_JSON: pgliteFile });
run('api.ts', { BENCH_JSON: pgFile, DATABASE_URL: pgUrl });
run('startup.ts');
run('startup.ts', { DATABASE_URL: pgUrl });
run('ai-stream-overhead.ts');

const read = (f: string): ApiRun | null => (fs.existsSync(f) ? (JSON.parse(fs.readFileSync(f, 'utf8')) as ApiRun) : null);
const [lite, pgRun] = [read(pgliteFile), read(pgFile)];
if (lite && pgRun) {
  console.log(`\n== API side by side (${os.cpus().length} cores, node ${process.version})`);
  console.table(
    lite.rows.map((r, i) => ({
      route: r.route,
      'PGlite req/s': r['req/s'],
      'PGlite vs ceiling': r['vs ceiling'],
      'PGlite p99 ms': r['p99 ms'],
      'PostgreSQL req/s': pgRun.rows[i]?.['req/s'],
      'PostgreSQL vs ceiling': pgRun.rows[i]?.['vs ceiling'],
      'PostgreSQL p99 ms': pgRun.rows[i]?.['p99 ms'],
    })),
  );
  console.log(`server RSS after the API load: PGlite ${lite.rssAfterLoadMb} MB, PostgreSQL ${pgRun.rssAfterLoadMb} MB`);
}
fs.rmSync(tmp, { recursive: true, force: true });

// Debian's sqlmap (batch mode, level 2, risk 1) against every route that takes input, on a local
// server started here. Prints the parameters tested and the injectable ones found per endpoint;
// the goal is 0. Exit code 1 if anything is injectable, 2 if a route could not be fully tested.
// Run: npx tsx bench/sqlmap.ts            (PGlite)
//      DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/sqlmap.ts
// Knobs: SQLMAP_TECHNIQUE (default BEUST), SQLMAP_TIME_SEC (default 2), SQLMAP_SKIP_STATIC=1,
// SQLMAP_ONLY=<substring of a route> to attack only matching endpoints (partial runs exit 2).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureSqlmap } from './support/ensure-sqlmap';
import { PADDLE_WEBHOOK_ENV, sign } from '../apps/server/test/billing/paddle-events';
import { startServer } from './support/server-process';
import { startSigningProxy } from './support/signing-proxy';
import { parseSqlmapOutput, type SqlmapResult } from './support/sqlmap-output';
import { buildTargets, markStringValues, therapyStart, type BenchUser, type Target, type TargetContext } from './support/sqlmap-targets';

const technique = process.env.SQLMAP_TECHNIQUE ?? 'BEUST';
const timeSec = process.env.SQLMAP_TIME_SEC ?? '2';
// Off by default: most JSON fields do not change the response (a 401 stays a 401), so sqlmap
// calls them static, and --skip-static would leave them untested, blind injection included.
const skipStatic = process.env.SQLMAP_SKIP_STATIC === '1';
// 4xx are the expected answers to payloads (validation, auth, ownership); 5xx are not ignored.
const IGNORED_CODES = '400,401,402,403,404,405,409,410,413,415,422,429,501';

const sqlmap = ensureSqlmap();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-bench-sqlmap-data-'));
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-bench-sqlmap-out-'));
const benchFile = path.join(dataDir, 'bench.json');
const server = await startServer({
  port: Number(process.env.SQLMAP_BENCH_PORT ?? 4393),
  entry: path.resolve(import.meta.dirname, 'support/sqlmap-server.ts'),
  env: { DATA_DIR: dataDir, SQLMAP_BENCH_FILE: benchFile, AI_PROVIDER: 'local', RATE_LIMIT_ALLOW_LIST: '127.0.0.1', ...PADDLE_WEBHOOK_ENV },
  timeoutMs: 180_000,
});
if (!server.url.startsWith('http://127.0.0.1:')) throw new Error(`refusing to attack anything but 127.0.0.1 (${server.url})`);
const user = JSON.parse(fs.readFileSync(benchFile, 'utf8')) as BenchUser;
const signingProxy = await startSigningProxy(server.url, (body) => sign(body));

const ctx: TargetContext = {
  user,
  baseUrl: server.url,
  async newTherapySession() {
    const res = await fetch(`${server.url}/api/v1/therapy/sessions`, {
      method: 'POST',
      headers: { auth_token: user.token, 'content-type': 'application/json' },
      body: JSON.stringify(therapyStart),
    });
    if (!res.ok) throw new Error(`could not start a therapy session: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { sessionId: string }).sessionId;
  },
};

const only = process.env.SQLMAP_ONLY;
const allTargets = buildTargets(user);
const targets = only ? allTargets.filter((t) => t.route.includes(only)) : allTargets;
const covered = new Set(allTargets.map((t) => t.route));
const uncovered = user.routes.filter((r) => r.inputs.length && !covered.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`);
const stale = [...covered].filter((route) => !user.routes.some((r) => `${r.method} ${r.url}` === route));

console.log(`sqlmap: ${targets.length} endpoints, --level=2 --risk=1 --technique=${technique} --time-sec=${timeSec}${skipStatic ? ' --skip-static' : ''}; logs in ${outDir}`);
// Positive control first: the bench server's deliberately injectable route must be found.
const control = parseSqlmapOutput(
  await runSqlmap({ route: 'GET /api/v1/bench/injectable (control)', method: 'GET', path: '' }, `${server.url}/api/v1/bench/injectable?name=Sqlmap%20Person`, path.join(outDir, '00')),
);
console.log(`control: deliberately injectable GET parameter 'name' -> ${control.injectable.length ? `found (${control.injectable.join(', ')})` : 'NOT FOUND'}`);
const started = performance.now();
const rows: { target: Target; result: SqlmapResult; seconds: number }[] = [];
for (const [i, target] of targets.entries()) {
  const t0 = performance.now();
  const urlPath = typeof target.path === 'string' ? target.path : await target.path(ctx);
  const text = await runSqlmap(target, server.url + urlPath, path.join(outDir, String(i + 1).padStart(2, '0')));
  fs.writeFileSync(path.join(outDir, `${String(i + 1).padStart(2, '0')}.log`), text);
  const result = parseSqlmapOutput(text, target.markStrings ? markStringValues(target.json).fields : []);
  const seconds = (performance.now() - t0) / 1000;
  rows.push({ target, result, seconds });
  console.error(`[${i + 1}/${targets.length}] ${target.route}: ${result.tested.length} tested, ${result.injectable.length} injectable (${seconds.toFixed(1)} s)`);
}
const totalMinutes = (performance.now() - started) / 60_000;
await signingProxy.close();
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const injectable = rows.reduce((n, r) => n + r.result.injectable.length, 0);
const tested = rows.reduce((n, r) => n + r.result.tested.length, 0);
const unfinished = rows.filter((r) => !r.result.finished || r.result.tested.length === 0);
const serverErrors = rows.filter((r) => Object.keys(r.result.statuses).some((code) => code.startsWith('5') && code !== '501'));

console.log(`\n${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, node ${process.version}, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${totalMinutes.toFixed(1)} min`);
console.table(
  rows.map(({ target, result, seconds }) => ({
    endpoint: target.route,
    'params tested': result.tested.length,
    injectable: result.injectable.length ? result.injectable.join(', ') : 0,
    'HTTP statuses': Object.entries(result.statuses).map(([code, n]) => `${code}x${n}`).join(' '),
    s: Math.round(seconds),
  })),
);
console.log('\nParameters tested per endpoint:');
for (const { target, result } of rows) {
  const skipped = result.skipped.length ? ` (skipped: ${result.skipped.join(', ')})` : '';
  console.log(`  ${target.route}: ${result.tested.join(', ') || 'none'}${skipped}`);
}
for (const { target, result } of unfinished) console.log(`NOT FULLY TESTED ${target.route}: ${result.problems.join(' | ') || 'sqlmap did not report a verdict'}`);
for (const { target, result } of serverErrors) console.log(`5xx during ${target.route}: ${JSON.stringify(result.statuses)}`);
if (uncovered.length) console.log(`Routes that take input but have no sqlmap target: ${uncovered.join(', ')}`);
if (stale.length) console.log(`Targets for routes the server no longer registers: ${stale.join(', ')}`);
console.log(`\nTotal: ${tested} parameters tested on ${rows.length} endpoints; injectable parameters found: ${injectable}`);

if (!control.injectable.length) console.log('The control was not found injectable: this sqlmap set-up cannot detect SQL injection, so the 0 above proves nothing.');
process.exitCode = injectable > 0 ? 1 : unfinished.length || uncovered.length || stale.length || only || !control.injectable.length ? 2 : 0;

function runSqlmap(target: Target, url: string, targetOutDir: string): Promise<string> {
  const args = [
    '-u', url,
    '--method', target.method,
    '--batch', '--level=2', '--risk=1', '--flush-session',
    `--output-dir=${targetOutDir}`,
    '-H', `auth_token: ${user.token}`,
    `--technique=${technique}`, `--time-sec=${timeSec}`, '--timeout=15', '--retries=1',
    `--ignore-code=${IGNORED_CODES}`,
    '--disable-coloring',
    // sqlmap treats a value the server rejects once altered (validation) as type-cast and, in its
    // multi-target mode, skips it by default; test it anyway.
    '--answers=skip those kind=N',
    ...(skipStatic ? ['--skip-static'] : []),
    ...(target.signed ? [`--proxy=${signingProxy.url}`] : []),
  ];
  if (target.json !== undefined) {
    const data = target.markStrings ? markStringValues(target.json).data : JSON.stringify(target.json);
    args.push('--data', data, '-H', 'Content-Type: application/json');
  }
  if (target.raw) args.push('--data', target.raw.data, '-H', `Content-Type: ${target.raw.contentType}`);
  if (target.onlyParams) args.push('-p', target.onlyParams.join(','));
  return new Promise((resolve, reject) => {
    const child = spawn(sqlmap, args, { env: { ...process.env, TERM: 'dumb' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d: Buffer) => (text += d.toString()));
    child.stderr.on('data', (d: Buffer) => (text += d.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(text));
  });
}

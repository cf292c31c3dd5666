// Cold first start (the PGlite database gets created) and warm start to a healthy
// /api/v1/health, and the server's memory idle and after a short load.
// Run: npx tsx bench/startup.ts        (PGlite)   DATABASE_URL=postgres://... npx tsx bench/startup.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './support/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-bench-startup-'));
const env = { DATA_DIR: dataDir };
const port = 4390;

const cold = await startServer({ port, env });
const idleRss = cold.rssMb();
await cold.stop();

const warm = await startServer({ port, env });
await new Promise((r) => setTimeout(r, 1000));
const warmIdleRss = warm.rssMb();
await autocannon({ url: `${warm.url}/api/v1/health`, connections: 50, duration: 10 });
const loadedRss = warm.rssMb();
await warm.stop();

// `npm start` as a user runs it: the first builds what is missing, the second finds everything
// up to date and only starts the compiled server.
async function npmStart(): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: path.resolve(import.meta.dirname, '..'), env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: 'ignore', detached: true });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  process.kill(-child.pid!, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return ms;
}
const firstNpmStart = await npmStart();
const warmNpmStart = await npmStart();

fs.rmSync(dataDir, { recursive: true, force: true });
const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`database: ${db}; machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`);
console.table([
  { measure: 'npm start, first (builds what is missing), to healthy (ms)', value: Math.round(firstNpmStart) },
  { measure: 'npm start, unchanged tree (warm), to healthy (ms)', value: Math.round(warmNpmStart) },
  { measure: 'cold start to healthy (ms)', value: Math.round(cold.startupMs) },
  { measure: 'warm start to healthy (ms)', value: Math.round(warm.startupMs) },
  { measure: 'RSS idle after cold start (MB)', value: idleRss },
  { measure: 'RSS idle after warm start (MB)', value: warmIdleRss },
  { measure: 'RSS after 10 s x 50 conn load (MB)', value: loadedRss },
]);

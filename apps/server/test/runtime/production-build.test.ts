import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without type declarations
import { buildServer } from '../../scripts/build.mjs';

// Production runs the compiled bundle with plain node (no tsx): prove that bundle starts on a
// fresh embedded database, finds its migrations and serves the API.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-prod-build-'));
// Beside the real dist/ (same depth, so node finds node_modules and the web build as in production).
const outDir = path.resolve(import.meta.dirname, `../../.dist-test-${process.pid}`);
const port = 4700 + (process.pid % 200);
let child: ChildProcess | undefined;

async function healthy(url: string, deadlineMs: number) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (child?.exitCode !== null && child?.exitCode !== undefined) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

describe('compiled production server', () => {
  beforeAll(async () => {
    await buildServer(outDir);
  }, 60_000);
  afterAll(() => {
    child?.kill('SIGTERM');
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('is plain JavaScript that node runs without a TypeScript loader', () => {
    const bundle = fs.readFileSync(path.join(outDir, 'server.js'), 'utf8');
    // No import of a TypeScript source survives bundling (our workspace packages are inlined).
    expect(bundle).not.toMatch(/from\s+["'][^"']*\.ts["']/);
    expect(bundle).not.toMatch(/from\s+["']@haven\//);
    expect(fs.existsSync(path.join(outDir, 'migrations/meta/_journal.json'))).toBe(true);
    expect(fs.existsSync(path.join(outDir, 'assets/crisis-model.bin'))).toBe(true);
    expect(bundle).toContain('./assets/crisis-model.bin');
  });

  it('starts with plain node on a fresh database, migrates and answers the API', async () => {
    // The embedded defaults: no DATABASE_URL or REDIS_URL from the test run's environment.
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
    child = spawn(process.execPath, [path.join(outDir, 'server.js')], {
      env: { ...env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(tmp, 'data'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const res = await healthy(`http://127.0.0.1:${port}/api/v1/health`, 45_000);
    expect(await res.json()).toMatchObject({ status: 'ok' });
    const signup = await fetch(`http://127.0.0.1:${port}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct horse battery', ageConfirmed: true, termsAccepted: true }),
    });
    // Tables exist (migrations were found beside the bundle), so a sign-up is stored.
    expect(signup.status, await signup.clone().text()).toBe(201);
    // The crisis classifier's weights travel with the bundle (dist/assets) and load.
    const check = await fetch(`http://127.0.0.1:${port}/api/v1/safety/check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'I want to end my life' }) });
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ crisis: true });
  }, 60_000);
});

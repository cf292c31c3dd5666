import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

// Production is an explicit mode: with NODE_ENV=production and settings missing, the real server
// process exits before listening, with one message naming every missing setting.
const root = path.resolve(import.meta.dirname, '../../../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-prod-mode-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const complete = {
  NODE_ENV: 'production',
  DATA_ENCRYPTION_KEY: 'b'.repeat(64),
  COOKIE_SECRET: 'production-cookie-secret-0123456789',
  SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
  DATABASE_URL: 'postgres://root@127.0.0.1:5432/haven',
  AI_API_KEY: 'sk-production',
  SUPPORT_EMAIL: 'help@example.org',
};

/** Runs the server entry with tsx under a clean environment; resolves with exit code and output. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/server.ts')], {
      cwd: tmp,
      env: { PATH: process.env.PATH ?? '', HOME: tmp, DATA_DIR: path.join(tmp, 'data'), HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    // A server that did start would keep running: stop it so the test reports instead of hanging.
    const guard = setTimeout(() => child.kill('SIGTERM'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, output });
    });
  });
}

describe('production mode refuses to start without what it needs', () => {
  it('exits with code 1 and one message naming every missing setting', async () => {
    const { code, output } = await runServer({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start: NODE_ENV=production but 6 required settings are missing');
    for (const name of ['DATA_ENCRYPTION_KEY', 'COOKIE_SECRET', 'SMTP_URL', 'DATABASE_URL', 'AI_PROVIDER / AI_API_KEY', 'SUPPORT_EMAIL']) expect(output).toContain(`  - ${name}:`);
    // One message, not a stack trace or a half-started server.
    expect(output).not.toMatch(/at .*\.ts:\d+/);
    expect(output).not.toContain('listening');
    expect(output.match(/Refusing to start/g)).toHaveLength(1);
  }, 40_000);

  it('names only what is still missing, and refuses the offline engine even when chosen explicitly', async () => {
    const { DATABASE_URL: _db, ...rest } = complete;
    const { code, output } = await runServer({ ...rest, AI_PROVIDER: 'local' });
    expect(code).toBe(1);
    expect(output).toContain('2 required settings are missing');
    expect(output).toContain('  - DATABASE_URL:');
    expect(output).toContain('  - AI_PROVIDER / AI_API_KEY:');
    expect(output).not.toContain('  - SMTP_URL');
    expect(output).not.toContain('  - COOKIE_SECRET');
    expect(output).not.toContain('  - SUPPORT_EMAIL');
  }, 40_000);

  it('accepts a complete production configuration, and PGlite only with the explicit opt-in', () => {
    expect(loadConfig(complete).isProduction).toBe(true);
    const { DATABASE_URL: _db, ...embedded } = complete;
    expect(() => loadConfig(embedded)).toThrow(ConfigError);
    expect(() => loadConfig(embedded)).toThrow(/DATABASE_URL/);
    expect(loadConfig({ ...embedded, ALLOW_EMBEDDED_DB: 'true' }).DATABASE_URL).toBeUndefined();
    // A compatible server without a key is fine; an openai provider with neither key nor URL is not.
    const { AI_API_KEY: _k, ...keyless } = complete;
    expect(() => loadConfig({ ...keyless, AI_PROVIDER: 'openai' })).toThrow(/AI_API_KEY/);
    expect(loadConfig({ ...keyless, AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:8000/v1' }).aiProvider).toBe('openai');
    expect(() => loadConfig({ ...complete, TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK/);
  });

  it('development and test modes keep the embedded defaults', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).aiProvider).toBe('local');
    expect(loadConfig({}).isProduction).toBe(false);
  });
});

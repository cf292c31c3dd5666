import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../src/db/schema';
import { formatRefunds, listRefunds } from '../../src/modules/billing/refunds-report';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('refunds operator listing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists refund requests newest first with the stored (encrypted) reason decrypted', async () => {
    await t.app.db.insert(refunds).values([
      { email: 'first@example.com', purchaseDate: 'November 20, 2026', subType: 'basic', reason: t.app.cipher.encrypt('Charged twice'), createdAt: new Date('2026-11-20T10:00:00Z') },
      { email: 'second@example.com', purchaseDate: 'November 21, 2026', subType: 'god', reason: t.app.cipher.encrypt('Did not need it'), createdAt: new Date('2026-11-21T10:00:00Z') },
    ]);
    const list = await listRefunds(t.app.db, t.app.cipher);
    expect(list.map((r) => [r.email, r.reason])).toEqual([
      ['second@example.com', 'Did not need it'],
      ['first@example.com', 'Charged twice'],
    ]);
    const text = formatRefunds(list);
    expect(text).toMatch(/^2 refund requests/);
    expect(text).toContain('reason:        Charged twice');
    expect(formatRefunds([])).toBe('No refund requests.');
  });
});

// The real CLI in its own process, on an embedded database in a fresh data folder.
describe('npm run refunds -- list', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-refunds-cli-'));
  afterAll(() => [dataDir, `${dataDir}-keys`].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const run = (args: string[]) =>
    promisify(execFile)('npx', ['tsx', 'apps/server/scripts/refunds.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });

  it('prints an empty listing and refuses an unknown command', async () => {
    const { stdout } = await run(['list']);
    expect(stdout.trim()).toBe('No refund requests.');
    await expect(run(['delete'])).rejects.toMatchObject({ code: 2 });
  }, 90_000);
});

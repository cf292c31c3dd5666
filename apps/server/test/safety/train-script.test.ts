import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { deserialise } from '../../src/modules/safety/classifier/model';
import { shifted, type Thresholds } from '../../src/modules/safety/classifier/thresholds';
import { loadCorpus } from '../../src/modules/safety/evaluation';
import { FP_BUDGET } from '../../scripts/safety-data';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('../../scripts/safety-train.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

// npm run safety:train trains its five cross-validation folds in child processes. A child must train
// on exactly what the parent read: the parallel run has to write the same model file, byte for
// byte (thresholds and the CV report are in its header), as the folds trained one after another in
// the parent. A small corpus taken from dev keeps it to seconds.
describe('safety:train', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'haven-train-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const dev = loadCorpus('dev');
  mkdirSync(path.join(dir, 'dev'));
  for (const lang of ['en', 'fr']) {
    const pick = (crisis: boolean) => dev.filter((s) => s.lang === lang && s.crisis === crisis).slice(0, 60);
    writeFileSync(
      path.join(dir, 'dev', `${lang}.json`),
      JSON.stringify([...pick(true), ...pick(false)].map(({ text, crisis, class: cls }) => ({ text, crisis, class: cls }))),
    );
  }
  // A later round that both runs leave out with --exclude (how the shipped model keeps rounds unseen).
  writeFileSync(
    path.join(dir, 'dev', 'en-later.json'),
    JSON.stringify(
      dev
        .filter((s) => s.lang === 'en')
        .slice(-30)
        .map(({ text, crisis, class: cls }) => ({ text, crisis, class: cls })),
    ),
  );
  // A calibration part: the last dev lines of both languages, which the test's dev files do not hold.
  mkdirSync(path.join(dir, 'calibration'));
  for (const lang of ['en', 'fr']) {
    const pick = (crisis: boolean) => dev.filter((s) => s.lang === lang && s.crisis === crisis).slice(-40, -30);
    writeFileSync(path.join(dir, 'calibration', `${lang}-cal.json`), JSON.stringify([...pick(true), ...pick(false)].map(({ text, crisis, class: cls }) => ({ text, crisis, class: cls }))));
  }
  const train = (jobs: number, model: string) =>
    // Two seeds, not the default three: it keeps the test short, and a child that ignored the parent's
    // --seeds would train other folds, so the two files would differ.
    run(TSX, [SCRIPT, '--corpus', dir, '--model', path.join(dir, model), '--jobs', String(jobs), '--exclude', '-later\\.json$', '--seeds', '13,14'], {
      timeout: 120_000,
    });

  it('folds trained in parallel child processes give the same model as folds trained in series', async () => {
    await Promise.all([train(2, 'parallel.bin'), train(0, 'series.bin')]);
    const parallel = readFileSync(path.join(dir, 'parallel.bin'));
    const series = readFileSync(path.join(dir, 'series.bin'));
    expect(parallel.equals(series)).toBe(true);
    const { header } = deserialise(parallel);
    expect(header.training?.devMessages).toBe(240);
    expect(header.training?.olderMessages).toBe(0);
    expect(header.training?.seeds).toEqual([13, 14]);
    expect(header.threshold).toBeGreaterThan(0);
    // The shipped thresholds are the dev triple moved together by the calibration part's shift.
    const calibration = header.training.calibration as { shift: number; messages: number; budget: number };
    expect(calibration.messages).toBe(40);
    expect(calibration.budget).toBe(FP_BUDGET);
    expect({ threshold: header.threshold, ruleThreshold: header.ruleThreshold, strongRuleThreshold: header.strongRuleThreshold }).toEqual(shifted(header.training.devThresholds as Thresholds, calibration.shift));
  }, 180_000);
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Server tests that never open a database (the detector's rules, corpus and classifier): their own
// project, so the PostgreSQL pass (`npm run test:api:pg`, `--project server`) does not run them a
// second time; they would read the same files and print the same figures (~100 s of CI).
const DATABASE_FREE_SAFETY_TESTS = ['calibration', 'classes', 'classifier', 'concepts', 'corpus-split', 'corpus', 'frozen-eval', 'holdout', 'normalize', 'thresholds', 'train-script'].map(
  (name) => `apps/server/test/safety/${name}.test.ts`,
);

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the server suite is I/O-bound enough to use two.
    maxWorkers: 2,
    minWorkers: 1,
    // A pool (forks, threads) is shared by every project that uses it and takes its isolation from
    // here, not from the project: without this line every server test file got a fresh process (its
    // own PGlite, created and migrated in ~4 s, and all modules imported again) although the project
    // said `isolate: false`; the database-free safety-model files now share theirs too (the model
    // and corpora are read once per worker). The whole unit run went from ~600 s to ~160 s on two cores. The projects
    // that need a fresh process per file (core; web, whose jsdom tests leak state into the next file
    // in a reused process) run in the threads pool, which stays isolated.
    poolOptions: { forks: { isolate: false } },
    projects: [
      { test: { name: 'core', include: ['packages/core/test/**/*.test.ts'], environment: 'node', pool: 'threads' } },
      // Whole-corpus measurements (1,050 frozen and ~65,000 dev messages through the rules and the
      // model), CPU-bound, beside the train-script test's four training processes on two cores: the
      // frozen table once took 34 s there (9-18 s alone). A time-out here guards against a hang, not speed.
      { test: { name: 'safety-model', include: DATABASE_FREE_SAFETY_TESTS, environment: 'node', pool: 'forks', testTimeout: 120_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: DATABASE_FREE_SAFETY_TESTS,
          environment: 'node',
          pool: 'forks',
          // Test files in one worker share its database (created once; tables are reset per app).
          isolate: false,
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          pool: 'threads',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});

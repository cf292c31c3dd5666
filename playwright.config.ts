import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { appPort, E2E_WORKERS, fakeChatPort, fakeTranscriptionPort } from './e2e/support/ports';
import { SECRET_CANARIES } from './e2e/support/secret-canaries';

// E2E_AI_PROVIDER=openai runs the product on the openai provider against a fake
// OpenAI-compatible server (e2e/support/fake-openai-chat-server.ts) started beside the app.
const useOpenAi = process.env.E2E_AI_PROVIDER === 'openai';
const runId = Date.now();
type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];
const workerIndexes = Array.from({ length: E2E_WORKERS }, (_, i) => i);

// Browser tests run Debian's Chromium against the real server serving the built SPA, on a fresh
// embedded database. Never download a browser.
export default defineConfig({
  testDir: './e2e',
  // Spec files are shared between the workers; each worker talks to its own servers (e2e/support/ports.ts,
  // the baseURL fixture in e2e/fixtures.ts), so the journeys of one never see the other's clock or data.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${appPort(0)}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: workerIndexes.flatMap((i): WebServer[] => {
    const port = appPort(i);
    return [
      ...(useOpenAi
        ? [{ command: 'npx tsx e2e/support/fake-openai-chat-server.ts', url: `http://127.0.0.1:${fakeChatPort(i)}/health`, timeout: 30_000, reuseExistingServer: false, env: { FAKE_OPENAI_CHAT_PORT: String(fakeChatPort(i)) } }]
        : []),
      {
        // Transcription for voice mode (the local AI engine has none of its own); see e2e/voice.spec.ts.
        command: 'npx tsx e2e/support/fake-openai-server.ts',
        url: `http://127.0.0.1:${fakeTranscriptionPort(i)}/health`,
        timeout: 30_000,
        reuseExistingServer: false,
        env: { FAKE_OPENAI_PORT: String(fakeTranscriptionPort(i)) },
      },
      {
        // `npm run test:e2e` builds and runs the compiled production bundle (E2E_COMPILED=1); a plain
        // `npx playwright test` runs the TypeScript sources with tsx.
        command: process.env.E2E_COMPILED === '1' ? 'node apps/server/dist/server.js' : 'npx tsx apps/server/src/server.ts',
        url: `http://127.0.0.1:${port}/api/v1/health`,
        timeout: 60_000,
        reuseExistingServer: false,
        env: {
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: process.env.E2E_DATA_DIR ? `${process.env.E2E_DATA_DIR}-${i}` : `/tmp/haven-e2e-${port}-${runId}`,
          LOG_LEVEL: 'warn',
          TEST_CLOCK: 'true',
          ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          AI_PROVIDER: process.env.E2E_AI_PROVIDER ?? 'local',
          ...(useOpenAi ? { AI_BASE_URL: `http://127.0.0.1:${fakeChatPort(i)}/v1`, AI_API_KEY: 'test-key' } : {}),
          // Canaries: e2e/bundle-secrets.spec.ts proves the server never serves these values.
          ...(useOpenAi ? {} : { AI_API_KEY: SECRET_CANARIES.aiKey }),
          DATA_ENCRYPTION_KEY: SECRET_CANARIES.encryptionKey,
          ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
          AI_STT_BASE_URL: `http://127.0.0.1:${fakeTranscriptionPort(i)}/v1`,
        },
      },
    ];
  }),
});

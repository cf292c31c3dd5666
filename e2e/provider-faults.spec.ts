import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { startServer, type ServerProcess } from '../bench/support/server-process';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInBrowser } from './support/accounts';
import { E2E_BASE_PORT } from './support/ports';

// A second Haven server whose AI provider does not answer (nothing listens at its address): every
// AI screen must show its spec error text promptly instead of hanging.
const port = E2E_BASE_PORT + 3000;
test.use({ expectServerErrors: true });

let server: ServerProcess;
let api: APIRequestContext;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-e2e-faults-'));
  server = await startServer({
    port,
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: path.resolve(process.env.E2E_WEB_DIST ?? 'apps/web/dist'),
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://127.0.0.1:9/v1', // the discard port: connection refused
      AI_API_KEY: 'test-key',
      AI_TIMEOUT_MS: '1500',
    },
  });
  api = await playwrightRequest.newContext({ baseURL: server.url });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('chat shows the spec apology when the provider is down', async ({ page }) => {
  await page.goto(`${server.url}/ai-chatbot`);
  await page.getByPlaceholder('Type your message here...').fill('Is anyone there?');
  await page.keyboard.press('Enter');
  await expect(page.getByText("Sorry, I'm having trouble responding. Please try again later.")).toBeVisible({ timeout: 10_000 });
});

test('therapy start shows the spec error view when the provider is down', async ({ page }) => {
  const user = await createVerifiedUser(api);
  await signInBrowser(page, user);
  await page.goto(`${server.url}/ai-therapist`);
  await page.locator('label', { hasText: 'Stressed' }).click();
  await page.getByLabel('Therapy type').fill('CBT Therapy');
  await page.getByLabel('Session topic').fill('Work stress');
  await page.getByLabel('Language').fill('English');
  await page.getByRole('button', { name: 'Begin Therapy Session' }).click();
  await expect(page.getByText('Failed to start session. Please check your connection and try again.')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Upgrade Plan' })).toBeVisible();
});

test('meditations and affirmations show their spec errors when the provider is down', async ({ page }) => {
  const user = await createVerifiedUser(api);
  await signInBrowser(page, user);
  await page.goto(`${server.url}/ai-meditations`);
  await page.getByRole('radio', { name: 'Daily' }).check();
  await page.getByRole('checkbox', { name: 'Stress relief' }).check();
  await page.getByRole('radio', { name: 'Evening' }).check();
  await page.getByRole('radio', { name: '10 minutes', exact: true }).check();
  await page.getByRole('radio', { name: 'Guided meditation', exact: true }).check();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Invalid response from AI service|Failed to generate meditations/ })).toBeVisible({ timeout: 10_000 });

  await page.goto(`${server.url}/ai-affirmations`);
  await page.getByRole('radio', { name: 'Positivity' }).check();
  await page.getByRole('radio', { name: 'Story' }).check();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Failed to generate affirmations|Invalid response from AI service/ })).toBeVisible({ timeout: 10_000 });
});


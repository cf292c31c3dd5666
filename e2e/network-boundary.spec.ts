import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInBrowser } from './support/accounts';

// During a full premium session (chat, therapy with a streamed reply, meditations, affirmations,
// profile) every request the page makes goes to Haven's own origin (or Paddle's): never to the AI
// provider, whose host here is the fake OpenAI-compatible server beside the app.

const PADDLE = /^https:\/\/([a-z-]+\.)?paddle\.com$/;

test('the browser only talks to Haven (and Paddle), never to the AI provider', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const own = new URL(baseURL!).origin;
  const providerOrigin = `http://127.0.0.1:${new URL(baseURL!).port ? Number(new URL(baseURL!).port) + 1000 : 0}`;
  const seen: string[] = [];
  page.on('request', (req: Request) => {
    const url = req.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    seen.push(url);
  });

  const user = await createVerifiedUser(page.request, { name: 'Boundary Tester' });
  const paid = await page.request.post('/api/v1/payments/test-checkout', { headers: { auth_token: user.token }, data: { subType: 'advance', period: 'monthly' } });
  expect(paid.ok()).toBe(true);
  await signInBrowser(page, user, { isPremium: true });

  await page.goto('/ai-chatbot');
  // The greeting by name means the app has started and the user's record is loaded, so the message
  // typed next is sent by the app (typing into the page before that raced it in a full run).
  await expect(page.getByText('Hi Boundary!', { exact: false })).toBeVisible();
  await page.getByPlaceholder('Type your message here...').fill('I have been feeling tense before meetings.');
  // Wait for the chat's own answer before leaving the page: the typing indicator may not have
  // appeared yet, and navigating away before the request starts would leave no chat call to check.
  const chatAnswered = page.waitForResponse((res) => res.url().startsWith(`${own}/api/v1/ai/chat`) && res.request().method() === 'POST', { timeout: 20_000 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('I have been feeling tense before meetings.')).toBeVisible();
  expect((await chatAnswered).ok()).toBe(true);
  await expect(page.locator('[data-testid="typing-indicator"], [aria-label*="typing" i]')).toHaveCount(0, { timeout: 15_000 });

  await page.goto('/ai-therapist');
  await page.locator('label', { hasText: 'Stressed' }).click();
  await page.getByLabel('Therapy type').fill('CBT Therapy');
  await page.getByLabel('Session topic').fill('Work stress');
  await page.getByLabel('Language').fill('English');
  await page.getByRole('button', { name: 'Begin Therapy Session' }).click();
  await page.getByLabel('Your message').fill('My manager criticised my report today.');
  const therapyAnswered = page.waitForResponse((res) => /\/api\/v1\/therapy\/sessions\/[^/]+\/messages/.test(res.url()) && res.request().method() === 'POST', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  expect((await therapyAnswered).ok()).toBe(true);
  await expect(page.getByRole('log', { name: 'Session messages' })).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });

  await page.goto('/ai-affirmations');
  await page.getByRole('radio', { name: 'Positivity' }).check();
  await page.getByRole('radio', { name: 'Story' }).check();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByRole('heading', { name: 'Your Daily Affirmations' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/pricing');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Me' })).toBeVisible();

  expect(seen.length).toBeGreaterThan(10);
  const apiCalls = seen.filter((u) => u.startsWith(`${own}/api/v1/`));
  expect(apiCalls.some((u) => u.includes('/ai/chat'))).toBe(true);
  expect(apiCalls.some((u) => /\/therapy\/sessions\/[^/]+\/messages/.test(u))).toBe(true);
  expect(seen.filter((u) => u.startsWith(providerOrigin)), 'requests to the AI provider').toEqual([]);
  const foreign = seen.filter((u) => new URL(u).origin !== own && !PADDLE.test(new URL(u).origin));
  expect(foreign, 'requests to other origins').toEqual([]);
});

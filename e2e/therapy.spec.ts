import type { Page } from '@playwright/test';
import { PREMIUM_MIN_CHARGED_SECONDS } from '@haven/core';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInBrowser, type TestAccount } from './support/accounts';

async function fillSetup(page: Page) {
  await expect(page.getByRole('heading', { name: 'AI Therapy Session' })).toBeVisible();
  const begin = page.getByRole('button', { name: 'Begin Therapy Session' });
  await expect(begin).toBeDisabled();
  await page.locator('label', { hasText: 'Stressed' }).click();
  await expect(page.getByRole('radio', { name: /Stressed/ })).toBeChecked();
  await page.getByLabel('Therapy type').fill('CBT Therapy');
  await page.getByLabel('Session topic').fill('Work stress');
  await expect(begin).toBeDisabled();
  await page.getByLabel('Language').fill('English');
  await expect(begin).toBeEnabled();
  await begin.click();
}

async function sendAndWait(page: Page, text: string, aiCount: number) {
  await page.getByLabel('Your message').fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('therapy-ai-message')).toHaveCount(aiCount);
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled(); // blank again
  // The reply has finished streaming.
  await expect(page.getByRole('log', { name: 'Session messages' })).toHaveAttribute('aria-busy', 'false');
}

async function serverClock(page: Page, advanceMs: number) {
  const res = await page.request.post('/api/v1/test/clock', { data: { advanceMs } });
  expect(res.ok()).toBe(true);
}

async function makePremium(page: Page, user: TestAccount) {
  const res = await page.request.post('/api/v1/payments/test-checkout', { headers: { auth_token: user.token }, data: { subType: 'basic', period: 'monthly' } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function remainingSessions(page: Page, user: TestAccount): Promise<number> {
  const res = await page.request.get('/api/v1/auth/getUser', { headers: { auth_token: user.token } });
  return (await res.json()).user.totalSessions;
}

test('without a token the therapy screen goes to /login', async ({ page }) => {
  await page.goto('/ai-therapist');
  await expect(page).toHaveURL(/\/login$/);
});

test('a free user runs a session to the 90 s limit, gets a summary and finds it in profile history', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { name: 'Sam Rivers' });
  await signInBrowser(page, user);
  await page.clock.install();
  await page.goto('/ai-therapist');
  await fillSetup(page);
  await expect(page.getByRole('heading', { name: 'CBT Therapy' })).toBeVisible();
  await expect(page.getByText('Work stress')).toBeVisible();
  await expect(page.getByTestId('session-timer')).toHaveText('00:00 / 01:30');
  await expect(page.getByTestId('therapy-ai-message')).toHaveCount(1); // the greeting
  await sendAndWait(page, 'Deadlines keep piling up and I cannot switch off at night.', 2);

  await page.clock.fastForward(10_000);
  await expect(page.getByTestId('session-timer')).toHaveText(/^00:1\d \/ 01:30$/);

  // The server's clock passes the limit too: it refuses further replies on its own.
  await serverClock(page, 95_000);
  const sessionId = await page.evaluate(() => JSON.parse(localStorage.getItem('therapySessionState') ?? '{}').sessionId);
  const late = await page.request.post(`/api/v1/therapy/sessions/${sessionId}/messages`, { headers: { auth_token: user.token }, data: { text: 'still there?' } });
  expect(late.status()).toBe(409);

  await page.clock.fastForward(85_000);
  const dialog = page.getByRole('dialog', { name: 'Session Time Completed' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('freeTherapy'))).toBe('true');
  await dialog.getByRole('button', { name: 'Generate Session Summary' }).click();
  await expect(page.getByText('Session saved successfully!')).toBeVisible();
  await page.clock.fastForward(1_500);
  await expect(page).toHaveURL(/\/profile$/);

  const list = await page.request.get(`/api/v1/therapy/getTherapy/${user.userId}`, { headers: { auth_token: user.token } });
  const records = (await list.json()).therapy;
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ feeling: 'stressed', type: 'CBT Therapy', topic: 'Work stress', sessionLength: '01:30' });
  expect(records[0].description.length).toBeGreaterThan(100);
  const history = page.getByRole('region', { name: 'Therapy Sessions History' });
  await expect(history.getByText('Work stress')).toBeVisible();
  await history.getByRole('button', { name: 'View Summary' }).click();
  await expect(page.getByRole('dialog')).toContainText(records[0].description.slice(0, 60));
  // The profile's history reads the same list from getUser.
  const me = await page.request.get('/api/v1/auth/getUser', { headers: { auth_token: user.token } });
  expect((await me.json()).user.therapy.at(-1)).toMatchObject({ type: 'CBT Therapy', topic: 'Work stress', description: records[0].description });
});

test("a premium user's Save & Exit decrements remaining sessions by one; leaving warns first", async ({ page, request }) => {
  const user = await createVerifiedUser(request, { name: 'Priya Natarajan' });
  await makePremium(page, user);
  const before = await remainingSessions(page, user);
  expect(before).toBe(5);
  await signInBrowser(page, user, { isPremium: true });
  await page.goto('/ai-therapist');
  await fillSetup(page);
  await expect(page.getByTestId('session-timer')).toHaveText(/ \/ 60:00$/);
  await sendAndWait(page, 'I want to get better at setting boundaries.', 2);

  // In-app navigation during a session asks first; Stay keeps the session.
  await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'AI Chatbot' }).click();
  const warn = page.getByRole('alertdialog');
  await expect(warn).toContainText('You have active therapy session. Are you sure you want to leave?');
  await warn.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/ai-therapist$/);

  // Voice Mode for premium shows the voice area instead of pricing.
  await page.getByRole('button', { name: /Voice Mode/ }).click();
  await expect(page.getByRole('region', { name: 'Voice mode' })).toBeVisible();
  await page.getByRole('button', { name: 'Text Mode' }).click();

  // A premium session is charged once it has lasted the documented minimum (5 minutes).
  const clock = await page.request.post('/api/v1/test/clock', { data: { advanceMs: (PREMIUM_MIN_CHARGED_SECONDS + 30) * 1000 } });
  expect(clock.ok()).toBe(true);
  await page.getByRole('button', { name: 'Save & Exit' }).click();
  await expect(page.getByText('Session saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await remainingSessions(page, user)).toBe(before - 1);
  expect(await page.evaluate(() => localStorage.getItem('sessionChat'))).toBeNull();
});

test('a reload mid-session restores messages and timer from the server', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInBrowser(page, user);
  page.on('dialog', (d) => void d.accept()); // the tab-close warning, if the browser raises it
  await page.goto('/ai-therapist');
  await fillSetup(page);
  await sendAndWait(page, 'I have been feeling low since the move.', 2);
  const reply = (await page.getByTestId('therapy-ai-message').last().textContent()) ?? '';
  expect(reply.length).toBeGreaterThan(40);
  expect(await page.evaluate(() => localStorage.getItem('sessionTimer'))).not.toBeNull();

  await serverClock(page, 40_000);
  await page.reload();
  await expect(page.getByTestId('therapy-user-message')).toHaveCount(1);
  await expect(page.getByTestId('therapy-user-message')).toContainText('I have been feeling low since the move.');
  await expect(page.getByTestId('therapy-ai-message').last()).toHaveText(reply);
  await expect(page.getByTestId('session-timer')).toHaveText(/^00:4\d \/ 01:30$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('therapySessionState') ?? '{}'));
  expect(stored).toMatchObject({ mood: 'stressed', sessionTopic: 'Work stress', therapyType: 'CBT Therapy', language: 'English' });
  expect(stored.messages).toHaveLength(3);
});

test('a free user tapping Voice Mode goes to /pricing', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInBrowser(page, user);
  await page.goto('/ai-therapist');
  await fillSetup(page);
  await page.getByRole('button', { name: /Voice Mode/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

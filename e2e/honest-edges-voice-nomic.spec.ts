import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInBrowser } from './support/accounts';

// Issue 18 point 3: Chromium WITHOUT fake media devices (no microphone). A paying user's voice
// attempt falls back to text in the same session with a clear message; no "Upgrade Plan".
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] } });

async function premiumSession(page: Page, request: import('@playwright/test').APIRequestContext) {
  const user = await createVerifiedUser(request);
  const paid = await request.post('/api/v1/payments/test-checkout', { headers: { auth_token: user.token }, data: { subType: 'basic', period: 'monthly' } });
  expect(paid.ok(), await paid.text()).toBe(true);
  await signInBrowser(page, user, { isPremium: true });
  await page.goto('/ai-therapist');
  await page.locator('label', { hasText: 'Stressed' }).click();
  await page.getByLabel('Therapy type').fill('CBT Therapy');
  await page.getByLabel('Session topic').fill('Work stress');
  await page.getByLabel('Language').fill('English');
  await page.getByRole('button', { name: 'Begin Therapy Session' }).click();
  await expect(page.getByTestId('session-timer')).toBeVisible();
}

for (const width of [375, 1280]) {
  test(`at ${width} px: no microphone -> the same session continues in text, with the reason`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    await premiumSession(page, request);
    // One typed turn first: it must still be there after the voice attempt.
    await page.getByLabel('Your message').fill('Work has been a lot this week');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByTestId('therapy-ai-message')).toHaveCount(2);
    await expect(page.getByRole('log', { name: 'Session messages' })).toHaveAttribute('aria-busy', 'false');

    await page.getByRole('button', { name: /Voice Mode/ }).click();
    await page.getByRole('region', { name: 'Voice mode' }).getByRole('button', { name: 'Start recording' }).click();

    const notice = page.getByTestId('voice-fallback');
    await expect(notice).toContainText('Haven could not use a microphone on this device.');
    await expect(notice).toContainText('Your session continues in Text Mode');
    await expect(page.getByRole('button', { name: 'Upgrade Plan' })).toHaveCount(0);
    await expect(page.getByText('Microphone access is required for this feature.')).toHaveCount(0);
    // Same session: the timer, the earlier turn, and typing works.
    await expect(page.getByTestId('session-timer')).toBeVisible();
    await expect(page.getByRole('log', { name: 'Session messages' })).toContainText('Work has been a lot this week');
    await page.getByLabel('Your message').fill('Typing again after voice failed');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByTestId('therapy-ai-message')).toHaveCount(3);
  });
}

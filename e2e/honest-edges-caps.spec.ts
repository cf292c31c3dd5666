import { CAP_NOTICES, CAP_PREMIUM_GIVES, FREE_CHAT_CAP } from '@haven/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInBrowser } from './support/accounts';

// Issue 18 point 2: every free cap explains itself where it is reached (what was used, what premium
// gives, a link to /pricing), keeps what the user typed or chose, and never redirects.
async function expectNotice(page: Page, feature: keyof typeof CAP_NOTICES) {
  const notice = page.getByTestId('cap-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: CAP_NOTICES[feature].title })).toBeVisible();
  await expect(notice).toContainText(CAP_NOTICES[feature].used);
  await expect(notice).toContainText(CAP_PREMIUM_GIVES);
  await expect(notice.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/pricing');
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('chat: the 6th free message explains the cap and stays in the box; a new browser on the same IP still gets its trial', async ({ page, browser }) => {
      await page.goto('/ai-chatbot');
      const box = page.getByPlaceholder('Type your message here...');
      for (let i = 1; i <= FREE_CHAT_CAP; i++) {
        await box.fill(`Message number ${i} about my week`);
        await box.press('Enter');
        await expect(page.getByTestId('user-message')).toHaveCount(i);
        await expect(page.getByTestId('bot-message')).toHaveCount(i + 1);
        // The reply streams: the composer takes the next message once the log is no longer busy.
        await expect(page.getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'false');
      }
      await box.fill('Tips for better sleep habits, please');
      await box.press('Enter');
      await expectNotice(page, 'chat');
      await expect(page).toHaveURL(/\/ai-chatbot$/);
      await expect(box).toHaveValue('Tips for better sleep habits, please');
      await expect(page.getByTestId('user-message')).toHaveCount(FREE_CHAT_CAP);
      await page.getByTestId('cap-notice').getByRole('link', { name: 'See plans and pricing' }).click();
      await expect(page).toHaveURL(/\/pricing$/);

      // A fresh browser (same machine, same IP) is not locked out by the first one's trial.
      const fresh = await browser.newContext({ viewport: { width, height: 800 }, baseURL: page.url().replace(/\/pricing$/, '') });
      const other = await fresh.newPage();
      await other.goto('/ai-chatbot');
      const otherBox = other.getByPlaceholder('Type your message here...');
      await otherBox.fill('Hello from a second browser');
      await otherBox.press('Enter');
      await expect(other.getByTestId('bot-message')).toHaveCount(2);
      await expect(other.getByTestId('cap-notice')).toHaveCount(0);
      await expect(other).toHaveURL(/\/ai-chatbot$/);
      await fresh.close();
    });

    test('meditations: Generate New past the free use explains the cap and keeps the results', async ({ page }) => {
      await page.goto('/ai-meditations');
      await page.getByRole('radio', { name: 'Daily' }).check();
      await page.getByRole('checkbox', { name: 'Stress relief' }).check();
      await page.getByRole('radio', { name: 'Evening' }).check();
      await page.getByRole('radio', { name: '15 minutes', exact: true }).check();
      await page.getByRole('radio', { name: 'Breathing exercises', exact: true }).check();
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      const grid = page.getByTestId('generated-grid').getByRole('button');
      await expect(grid).toHaveCount(3);
      await page.getByRole('button', { name: 'Generate New Meditation' }).click();
      await expectNotice(page, 'meditation');
      await expect(page).toHaveURL(/\/ai-meditations$/);
      await expect(grid).toHaveCount(3);
      await expect(page.getByTestId('current-meditation')).toContainText('Breathing exercises');
    });

    test('affirmations: Generate New past the free use explains the cap and keeps the results', async ({ page }) => {
      await page.goto('/ai-affirmations');
      await page.getByRole('radio', { name: 'Positivity' }).check();
      await page.getByRole('radio', { name: 'Story' }).check();
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      const items = page.getByTestId('affirmation-list').getByRole('listitem');
      await expect(items).toHaveCount(4);
      const first = await items.first().innerText();
      await page.getByRole('button', { name: 'Generate New Affirmations' }).click();
      await expectNotice(page, 'affirmation');
      await expect(page).toHaveURL(/\/ai-affirmations$/);
      await expect(items).toHaveCount(4);
      await expect(items.first()).toHaveText(first);
    });

    test('therapy: a second free session explains the cap on the setup screen and keeps the choices', async ({ page, request }) => {
      const user = await createVerifiedUser(request);
      // The free session, used through the API as the app would.
      const start = await request.post('/api/v1/therapy/sessions', { headers: { auth_token: user.token }, data: { mood: 'stressed', therapyType: 'CBT Therapy', topic: 'Work stress', language: 'English' } });
      expect(start.ok(), await start.text()).toBe(true);
      const { sessionId } = (await start.json()) as { sessionId: string };
      expect((await request.post(`/api/v1/therapy/sessions/${sessionId}/end`, { headers: { auth_token: user.token }, data: { summarize: false } })).ok()).toBe(true);

      await signInBrowser(page, user);
      await page.goto('/ai-therapist');
      await expect(page.getByRole('heading', { name: 'AI Therapy Session' })).toBeVisible();
      await page.locator('label', { hasText: 'Stressed' }).click();
      // The suggestions are visible choices: pick one by tapping.
      await page.getByRole('button', { name: 'CBT Therapy', exact: true }).click();
      await expect(page.getByLabel('Therapy type')).toHaveValue('CBT Therapy');
      await page.getByLabel('Session topic').fill('Sleep and worry');
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await page.getByRole('button', { name: 'Begin Therapy Session' }).click();
      await expectNotice(page, 'therapy');
      await expect(page).toHaveURL(/\/ai-therapist$/);
      await expect(page.getByRole('radio', { name: /Stressed/ })).toBeChecked();
      await expect(page.getByLabel('Therapy type')).toHaveValue('CBT Therapy');
      await expect(page.getByLabel('Session topic')).toHaveValue('Sleep and worry');
      await expect(page.getByLabel('Language')).toHaveValue('English');
    });
  });
}

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInBrowser } from './support/accounts';

/** Records every text the save button shows, so quick label changes are not missed. */
async function recordButtonLabels(page: Page, testId: string) {
  await page.evaluate((id) => {
    const w = window as unknown as { __labels: string[] };
    w.__labels = [];
    const button = document.querySelector(`[data-testid="${id}"]`)!;
    const note = () => {
      const text = button.textContent ?? '';
      if (w.__labels.at(-1) !== text) w.__labels.push(text);
    };
    new MutationObserver(note).observe(button, { childList: true, subtree: true, characterData: true });
  }, testId);
}
const recordedLabels = (page: Page) => page.evaluate(() => (window as unknown as { __labels: string[] }).__labels);

async function fillPreferences(page: Page, length: string, type: string) {
  await page.getByRole('radio', { name: 'Daily' }).check();
  await page.getByRole('checkbox', { name: 'Stress relief' }).check();
  await page.getByRole('checkbox', { name: 'Mindfulness' }).check();
  await page.getByRole('radio', { name: 'Evening' }).check();
  await page.getByRole('radio', { name: length, exact: true }).check();
  await page.getByRole('radio', { name: type, exact: true }).check();
}

const grid = (page: Page) => page.getByTestId('generated-grid').getByRole('button');
const current = (page: Page) => page.getByTestId('current-meditation');

test('a free user saves preferences, sees the label sequence, gets 3 meditations, then the cap is explained in place', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInBrowser(page, user);
  await page.goto('/ai-meditations');
  await expect(page.getByRole('heading', { name: 'AI Meditations', level: 1 })).toBeVisible();
  await expect(page.getByTestId('ai-disclosure')).toBeVisible();

  // Every field is required.
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Please choose how often you meditate.')).toBeVisible();
  await expect(page.getByText('Please choose at least one meditation goal.')).toBeVisible();
  await expect(page.getByText('Please choose a meditation type.')).toBeVisible();

  await fillPreferences(page, '15 minutes', 'Breathing exercises');
  await recordButtonLabels(page, 'meditation-save');
  await page.getByRole('button', { name: 'Save Preferences' }).click();

  await expect(page.getByRole('heading', { name: 'Your Personalized Meditations' })).toBeVisible();
  expect((await recordedLabels(page)).slice(0, 3)).toEqual(['Saving Preferences...', 'Updating Status...', 'Generating Meditations...']);
  await expect(page.getByRole('heading', { name: 'Generated for You' })).toBeVisible();
  await expect(grid(page)).toHaveCount(3);
  await expect(current(page)).toContainText('15 minutes');
  await expect(current(page)).toContainText('Breathing exercises');
  await expect(current(page).getByRole('heading')).not.toBeEmpty();

  // The server remembers: a reload shows the results, not the form.
  await page.reload();
  await expect(grid(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Generate New Meditation' }).click();
  // Issue 18: explained in place with a link to /pricing, the meditations kept.
  await expect(page.getByTestId('cap-notice').getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/pricing');
  await expect(grid(page)).toHaveCount(3);
});

test('a premium user generates new meditations (at most 6 shown) and follows the guided player', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  const upgrade = await request.post('/api/v1/payments/test-checkout', { headers: { auth_token: user.token }, data: { subType: 'basic', period: 'monthly' } });
  expect(upgrade.ok(), await upgrade.text()).toBe(true);
  await signInBrowser(page, user, { isPremium: true });
  await page.clock.install();
  await page.goto('/ai-meditations');

  await fillPreferences(page, '5 minutes', 'Guided meditation');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(grid(page)).toHaveCount(3);

  const generateNew = page.getByRole('button', { name: 'Generate New Meditation' });
  await generateNew.click();
  await expect(grid(page)).toHaveCount(4);
  // The newest is the current one.
  await expect(grid(page).first()).toHaveAttribute('aria-pressed', 'true');
  for (let total = 5; total <= 7; total++) {
    await generateNew.click();
    await expect(generateNew).toBeEnabled();
  }
  await expect(grid(page)).toHaveCount(6);

  // Choosing a card makes it current.
  const third = grid(page).nth(2);
  const thirdTitle = (await third.locator('span').first().textContent())!;
  await third.click();
  await expect(third).toHaveAttribute('aria-pressed', 'true');
  await expect(current(page).getByRole('heading')).toHaveText(thirdTitle);

  // The guided player: 5 minutes, steps revealed as time passes, pause holds the time.
  const player = page.getByRole('region', { name: 'Guided player' });
  const steps = player.getByRole('list', { name: 'Meditation steps' }).getByRole('listitem');
  const remaining = player.getByRole('timer', { name: 'Time remaining' });
  await expect(remaining).toHaveText('05:00');
  await expect(steps).toHaveCount(0);
  await player.getByRole('button', { name: 'Start' }).click();
  await expect(steps).toHaveCount(1);
  await expect(player.getByText(/^Step 1 of \d+$/)).toBeVisible();
  const totalSteps = Number((await player.getByText(/^Step 1 of \d+$/).textContent())!.match(/of (\d+)/)![1]);
  expect(totalSteps).toBeGreaterThan(2);

  await page.clock.runFor(150_000);
  await expect(remaining).toHaveText('02:30');
  await expect.poll(() => steps.count()).toBeGreaterThan(1);
  const shownAtHalf = await steps.count();
  expect(shownAtHalf).toBeLessThan(totalSteps);

  await player.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(60_000);
  await expect(remaining).toHaveText('02:30');
  await expect(steps).toHaveCount(shownAtHalf);

  await player.getByRole('button', { name: 'Resume' }).click();
  await page.clock.runFor(151_000);
  await expect(remaining).toHaveText('00:00');
  await expect(steps).toHaveCount(totalSteps);
  await expect(player.getByText(/Meditation complete/)).toBeVisible();

  // Read aloud appears only when the speech endpoint exists for this premium user.
  const speech = await request.post('/api/v1/voice/speech', { headers: { auth_token: user.token }, data: { text: '' } });
  const readAloud = player.getByRole('button', { name: 'Read aloud' });
  if (speech.status() === 404) await expect(readAloud).toHaveCount(0);
  else await expect(readAloud).toBeVisible();
});

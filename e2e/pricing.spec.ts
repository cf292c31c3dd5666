import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForHydration } from './support/hydration';

const T0 = new Date('2026-03-01T10:00:00Z');
const card = (page: Page, subType: string) => page.getByTestId(`plan-${subType}`);
const priceOf = (c: Locator) => c.getByTestId('price');

/** A fake clock standing still at T0 until the test moves it. */
async function freezeClock(page: Page) {
  await page.clock.install({ time: T0.getTime() - 1000 });
  await page.clock.pauseAt(T0);
}

test('pricing: heading, taglines, and the toggle swaps prices and badges', async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page, '[role="radio"]');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a Premium Family Member');
  await expect(page.getByRole('radio', { name: /Annual/ })).toContainText('2 Months Free');

  const monthly = {
    basic: ['Most Affordable', 'Save 50%', '$39.99', '$19.99', '/month'],
    advance: ['Most Popular', 'Save 57%', '$79.99', '$34.99', '/month'],
    devil: ['Recommended', 'Save 70%', '$199.99', '$59.99', '/month'],
    god: ['User Favorite', 'Save 75% and Life', '$359.99', '$89.99', '/month'],
  };
  for (const [subType, [tagline, badge, original, price, period]] of Object.entries(monthly)) {
    const c = card(page, subType);
    await expect(c).toContainText(tagline);
    await expect(c.getByTestId('badge')).toHaveText(badge);
    await expect(c.locator('s')).toContainText(original);
    await expect(priceOf(c)).toContainText(price);
    await expect(priceOf(c)).toContainText(period);
    await expect(c.getByRole('button', { name: /Subscribe/ })).toBeVisible();
  }

  await page.getByRole('radio', { name: /Annual/ }).click();
  const yearly = { basic: ['$239.99', '$199.99'], advance: ['$419.99', '$349.99'], devil: ['$719.99', '$599.99'], god: ['$1079.99', '$899.99'] };
  for (const [subType, [original, price]] of Object.entries(yearly)) {
    const c = card(page, subType);
    await expect(c.getByTestId('badge')).toHaveText('Save more 17% + 2 months free');
    await expect(c.locator('s')).toContainText(original);
    await expect(priceOf(c)).toContainText(price);
    await expect(priceOf(c)).toContainText('/year');
  }
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(card(page, 'god').getByTestId('badge')).toHaveText('Save 75% and Life');

  await expect(page.getByText('Save upto 92% - Enjoy 3 days refund window')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Read the refund policy' })).toHaveAttribute('href', '/refund');
});

test('the countdown ticks, survives a reload and restarts at 2111 s', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/pricing');
  await waitForHydration(page, '[role="radio"]'); // the countdown starts once the page has hydrated
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText('35:11');
  await page.clock.runFor(100_000);
  await expect(timer).toHaveText('33:31');
  expect(await page.evaluate(() => localStorage.getItem('timerExpiry'))).toBe(String(T0.getTime() + 2111_000));

  await page.reload();
  await waitForHydration(page, '[role="radio"]');
  await expect(timer).toHaveText('33:31');
  await page.clock.runFor(5_000);
  await expect(timer).toHaveText('33:26');

  await page.clock.runFor(2006_000); // reaches zero
  await expect(timer).toHaveText('35:11');
  expect(Number(await page.evaluate(() => localStorage.getItem('timerExpiry')))).toBeGreaterThan(T0.getTime() + 2111_000);
});

test('sister pricing: adults only, trial note, own countdown, annual toggle', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('timerExpiry', String(t + 60_000)), T0.getTime());
  await page.goto('/sexai/pricing');
  await waitForHydration(page, '[role="radio"]');
  await expect(page.getByText('Adults only (18+)')).toBeVisible();
  await expect(page.getByText('3 days free trial').first()).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText('44:23');
  expect(await page.evaluate(() => localStorage.getItem('sisterTimerExpiry'))).toBe(String(T0.getTime() + 2663_000));
  expect(await page.evaluate(() => localStorage.getItem('timerExpiry'))).toBe(String(T0.getTime() + 60_000));

  const expectCard = async (subType: string, badge: string, original: string, price: string) => {
    const c = page.getByTestId(`sister-plan-${subType}`);
    await expect(c.getByTestId('badge')).toHaveText(badge);
    await expect(c.locator('s')).toContainText(original);
    await expect(priceOf(c)).toContainText(price);
    await expect(c.getByRole('button', { name: /Subscribe/ })).toBeVisible();
  };
  await expectCard('monthly', 'Save 40%', '$19.99', '$11.99');
  await expectCard('yearly', 'Save 59%', '$239.99', '$99.99');
  await expectCard('lifetime', 'Save 72%', '$699.99', '$199.99');
  await page.getByRole('radio', { name: 'Annual' }).click();
  // Issue 18: the Monthly card stays monthly (no yearly price under the title Monthly).
  await expectCard('monthly', 'Save 40%', '$19.99', '$11.99');
  await expect(priceOf(page.getByTestId('sister-plan-monthly'))).toContainText('/month');
  await expect(priceOf(page.getByTestId('sister-plan-yearly'))).toContainText('/year');
  await expectCard('yearly', 'Save more 8% + 1 month free', '$479.99', '$439.99');
  await expectCard('lifetime', 'Save more 8% + 1 month free', '$839.99', '$769.99');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0); // no top bar here (spec 2)
});

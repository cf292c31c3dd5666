import { expect, test } from './fixtures';

test('the landing page renders', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Create Account' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path lands on / for a visitor', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('with isLogin set, an unknown path lands on /profile', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('isLogin', 'true'));
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/profile$/);
});

test('at 375 px the drawer opens, closes on overlay click and on choosing an entry', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/ai-chatbot');
  const nav = page.getByRole('navigation', { name: 'Side navigation' });
  await expect(nav).toHaveCount(0);

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav).toBeVisible();
  // Click the overlay to the right of the 288 px drawer.
  await page.mouse.click(360, 400);
  await expect(nav).toHaveCount(0);

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await nav.getByRole('link', { name: 'AI Meditations' }).click();
  await expect(page).toHaveURL(/\/ai-meditations$/);
  await expect(nav).toHaveCount(0);
});

test('widening past 768 px closes the drawer and shows the fixed side navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // A visitor stays on the chatbot (the therapist route sends visitors to /login).
  await page.goto('/ai-affirmations');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByTestId('drawer-overlay')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('drawer-overlay')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Side navigation' })).toBeVisible();
});

test('Go Premium shows only when the stored premium flag is the text false', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ai-chatbot');
  const goPremium = page.getByRole('link', { name: 'Go Premium' });
  await expect(goPremium).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('isPremium', 'false'));
  await page.reload();
  await expect(goPremium).toBeVisible();
  await page.evaluate(() => localStorage.setItem('isPremium', 'true'));
  await page.reload();
  await expect(goPremium).toHaveCount(0);
});

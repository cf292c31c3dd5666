import { expect, test } from './fixtures';
import { createVerifiedUser, signInBrowser } from './support/accounts';
import { waitForHydration } from './support/hydration';

// Issue 18 point 4 (and issue 17's last bullet): a signed-in user keeps the side navigation and
// account entry on pricing, refund and safety, and can read the terms and privacy policy.
for (const width of [375, 1280]) {
  test.describe(`signed in at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('pricing, refund, safety, terms and privacy keep the side navigation; no Login or Create Account', async ({ page, request }) => {
      const user = await createVerifiedUser(request);
      await signInBrowser(page, user);
      for (const [path, heading] of [
        ['/pricing', /premium/i],
        ['/refund', /refund/i],
        ['/safety', /safety|help/i],
        ['/terms', /terms/i],
        ['/privacy', /privacy/i],
      ] as const) {
        await page.goto(path);
        await expect(page, `${path} is not redirected`).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
        if (width <= 768) {
          await page.getByRole('button', { name: 'Open navigation' }).click();
        }
        const nav = page.getByRole('navigation', { name: 'Side navigation' });
        await expect(nav).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
        await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Create Account', exact: true })).toHaveCount(0);
        if (width <= 768) await page.keyboard.press('Escape');
      }
      // The account entry works from a policy page.
      await page.goto('/terms');
      if (width <= 768) await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Profile' }).click();
      await expect(page).toHaveURL(/\/profile$/);
    });

    test('a visitor still gets the public header with Login and Create Account on the same pages', async ({ page }) => {
      await page.goto('/pricing');
      if (width <= 768) {
        await waitForHydration(page, 'button[aria-label="Open menu"]');
        await page.getByRole('button', { name: 'Open menu' }).click();
      }
      await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create Account', exact: true }).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Side navigation' })).toHaveCount(0);
    });
  });
}

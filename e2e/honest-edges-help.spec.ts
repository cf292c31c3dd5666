import { expect, test } from './fixtures';
import { createVerifiedUser, signInBrowser } from './support/accounts';

// Issue 18 point 5: the AI disclosure names "Get help", and that control exists on every AI screen
// before any crisis message; it opens help lines labelled by country.
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, locale: 'en' });

    for (const path of ['/ai-chatbot', '/ai-therapist', '/ai-meditations', '/ai-affirmations']) {
      test(`${path}: the disclosure's Get help opens the help lines, labelled by country`, async ({ page, request }) => {
        // Therapy is for signed-in users (spec); the other screens also serve visitors.
        if (path === '/ai-therapist') await signInBrowser(page, await createVerifiedUser(request));
        await page.goto(path);
        const disclosure = page.getByTestId('ai-disclosure').first();
        await expect(disclosure).toContainText('use Get help');
        // Exactly one Get help control on the screen (in the disclosure, or in the chat's one-line bar).
        const button = page.getByRole('button', { name: 'Get help', exact: true });
        await expect(button).toHaveCount(1);
        await expect(button).toBeVisible();
        await button.click();
        const dialog = page.getByRole('dialog', { name: 'Get help now' });
        await expect(dialog).toBeVisible();
        const lines = dialog.getByRole('list', { name: 'Help lines' }).getByRole('listitem');
        // English, no region: the US and Canadian 988 lines, each named by its country.
        await expect(dialog.getByRole('link', { name: /\(United States\) on 988/ }).first()).toBeVisible();
        await expect(dialog.getByRole('link', { name: /\(Canada\) on 988/ }).first()).toBeVisible();
        const rows = await lines.allInnerTexts();
        const with988 = rows.filter((r) => /\b988\b/.test(r));
        expect(with988).toHaveLength(2);
        expect(with988.some((r) => /united states/i.test(r))).toBe(true);
        expect(with988.some((r) => /canada/i.test(r))).toBe(true);
        await expect(dialog.getByRole('link', { name: /findahelpline\.com/ })).toBeVisible();
        // Keyboard: Escape closes it and focus returns to the button.
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(button).toBeFocused();
      });
    }

    test('a British browser sees the Samaritans, labelled United Kingdom', async ({ browser }) => {
      const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto('/ai-chatbot');
      await page.getByRole('button', { name: 'Get help', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Get help now' });
      await expect(dialog.getByRole('link', { name: 'Call Samaritans (United Kingdom) on 116 123' })).toBeVisible();
      await expect(dialog.getByText('988')).toHaveCount(0);
      await context.close();
    });
  });
}

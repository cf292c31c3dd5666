import { test as base, expect } from '@playwright/test';

/** Every browser test fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !isExpectedNetworkNoise(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

// A failed fetch the test provoked on purpose (a 4xx the UI handles) is logged by Chromium as
// "Failed to load resource"; the UI's own handling is what the tests assert.
function isExpectedNetworkNoise(text: string) {
  return /Failed to load resource: the server responded with a status of 4\d\d/.test(text);
}

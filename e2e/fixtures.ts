import { test as base, expect } from '@playwright/test';
import { appPort } from './support/ports';

/**
 * Every browser test fails on a console error or an uncaught page error. A spec that provokes
 * server errors on purpose (provider faults) opts in with `test.use({ expectServerErrors: true })`,
 * which lets only Chromium's "Failed to load resource: ... 5xx" lines through.
 */
export const test = base.extend<{ consoleErrors: string[]; expectServerErrors: boolean }>({
  // Each worker's own server (playwright.config.ts starts one per worker); page.goto and the request
  // fixture both resolve against it.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${appPort(testInfo.parallelIndex)}`);
  },
  expectServerErrors: [false, { option: true }],
  consoleErrors: [
    async ({ page, expectServerErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !isExpectedNetworkNoise(msg.text(), expectServerErrors)) errors.push(msg.text());
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
function isExpectedNetworkNoise(text: string, serverErrorsExpected: boolean) {
  const status = serverErrorsExpected ? '[45]\\d\\d' : '4\\d\\d';
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}`).test(text);
}

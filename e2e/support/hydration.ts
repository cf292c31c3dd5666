import type { Page } from '@playwright/test';

/** Prerendered pages hydrate shortly after load; wait until React owns the element before clicking. */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  }, selector);
}

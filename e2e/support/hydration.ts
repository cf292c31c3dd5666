import type { Page } from '@playwright/test';

/**
 * Prerendered pages start the app on the first interaction or when the browser is idle after load
 * (src/main.tsx); with a paused test clock only the interaction comes, so move the pointer as a
 * person would, then wait until React owns the element before clicking.
 */
export async function waitForHydration(page: Page, selector: string) {
  await page.mouse.move(1, 1);
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  }, selector);
}

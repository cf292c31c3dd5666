import { AI_DISCLOSURE_TEXT } from '@haven/core';
import { expect, test } from './fixtures';

// Issue 17: a phone-first conversation. The disclosure is shown in full on first use, then as a
// one-line "AI, not a clinician · Get help" bar that opens on tap; the messages get the height.
for (const [width, height] of [
  [375, 740],
  [1280, 800],
] as const) {
  test(`chat at ${width} px: full disclosure on first use, then one line that expands; the log gets the space`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/ai-chatbot');
    const full = page.getByText(AI_DISCLOSURE_TEXT);
    await expect(full).toBeVisible();

    await page.reload();
    const bar = page.getByTestId('compact-disclosure');
    await expect(bar.getByRole('button', { name: /AI, not a clinician/ })).toBeVisible();
    // Get help opens the help lines in place (issue 18), which link on to /safety.
    await expect(bar.getByRole('button', { name: 'Get help', exact: true })).toBeVisible();
    await expect(full).toBeHidden();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.height).toBeLessThanOrEqual(48);
    const log = (await page.getByRole('log', { name: 'Conversation' }).boundingBox())!;
    expect(log.height / height).toBeGreaterThan(width < 640 ? 0.55 : 0.5);
    await page.screenshot({ path: `test-results/chat-layout-${width}.png` });

    await bar.getByRole('button', { name: /AI, not a clinician/ }).click();
    await expect(full).toBeVisible();
  });
}

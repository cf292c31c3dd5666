import { expect, test } from './fixtures';

test('/safety publishes the crisis protocol and the help lines', async ({ page }) => {
  await page.goto('/safety');
  await expect(page.getByRole('heading', { level: 1, name: 'Safety and crisis support' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Haven does in a crisis' })).toBeVisible();
  await expect(page.getByText('The AI does not answer a crisis message')).toBeVisible();

  const lines = page.getByRole('region', { name: 'Help lines' });
  await expect(lines.getByRole('link', { name: /Call 988 Suicide & Crisis Lifeline on 988/ })).toHaveAttribute('href', 'tel:988');
  await expect(lines.getByRole('link', { name: /Call Samaritans on 116 123/ }).first()).toHaveAttribute('href', 'tel:116123');
  await expect(lines.getByRole('link', { name: /Call TelefonSeelsorge/ })).toHaveAttribute('href', 'tel:08001110111');
  await expect(lines.getByRole('link', { name: /Call Tele-MANAS on 14416/ })).toBeVisible();
  await expect(lines.getByRole('link', { name: /Call Umang Pakistan on 0311 7786264/ })).toBeVisible();
  await expect(lines.getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute('href', 'https://findahelpline.com');
  await expect(page).toHaveTitle(/Safety and crisis support/);
});

test('/safety works at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/safety');
  await expect(page.getByRole('link', { name: /Call Lifeline on 13 11 14/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the safety check answers a crisis message with help lines for the country', async ({ request }) => {
  const res = await request.post('/api/v1/safety/check', { data: { text: "I don't want to wake up anymore", country: 'AU' } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ crisis: true, category: 'suicide' });
  expect(body.helplines[0]).toMatchObject({ name: 'Lifeline', phone: '13 11 14' });
});

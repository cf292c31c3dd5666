import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInBrowser, type TestAccount } from './support/accounts';
import { waitForHydration } from './support/hydration';

const getUser = async (request: APIRequestContext, user: TestAccount) => {
  const res = await request.get('/api/v1/auth/getUser', { headers: { auth_token: user.token } });
  expect(res.ok()).toBe(true);
  return (await res.json()).user as { isPremium: boolean; subType: string; totalSessions: number };
};

test('a new user picks Advance yearly as a visitor, signs in, completes the test checkout and becomes premium', async ({ page, request }) => {
  const user = await createVerifiedUser(request);

  // As a visitor: choosing a plan asks for an account first and remembers the choice.
  await page.goto('/pricing');
  await waitForHydration(page, '[role="radio"]');
  await page.getByRole('radio', { name: /Annual/ }).click();
  const advance = page.getByTestId('plan-advance');
  await expect(advance).toContainText('349.99');
  await advance.getByRole('button', { name: /^Subscribe/ }).click();
  const signInFirst = page.getByRole('dialog', { name: 'Sign in to subscribe' });
  await expect(signInFirst).toBeVisible();
  await expect(signInFirst).toContainText('Advance, billed yearly');
  await expect(signInFirst.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/create-account');
  await expect(signInFirst.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

  // Signed in (the spec's local keys), the user is back on /pricing: the chosen plan resumes.
  await signInBrowser(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Go Premium' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Me', level: 1 })).toBeVisible();
  await expect(page.getByText(/Remaining Therapy Sessions/)).toHaveCount(0);
  await page.goto('/pricing');
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByText('Test mode — no card is charged')).toBeVisible();
  await expect(checkout.getByTestId('checkout-plan')).toHaveText('Advance, billed yearly');
  expect((await getUser(request, user)).isPremium).toBe(false);

  await checkout.getByRole('button', { name: 'Confirm test payment' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(checkout).toBeHidden();

  // The server granted the plan from a verified (signed) event: premium, advance, 10 sessions.
  expect(await getUser(request, user)).toMatchObject({ isPremium: true, subType: 'advance', totalSessions: 10 });
  const payments = await request.get('/api/v1/payments/getPayments', { headers: { auth_token: user.token } });
  expect((await payments.json()).items).toEqual([{ payment: expect.objectContaining({ subType: 'advance', totalSessions: 10, period: 'yearly' }) }]);

  // Spec 4 after checkout.completed: local state, and Go Premium is gone.
  expect(await page.evaluate(() => [localStorage.getItem('isPremium'), localStorage.getItem('sessionTimer'), localStorage.getItem('todaySession')])).toEqual(['true', '0', 'false']);
  await expect(page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link', { name: 'Go Premium' })).toHaveCount(0);
  // The profile shows the premium state from the refreshed user.
  const main = page.getByRole('main');
  await expect(main.getByText('Premium', { exact: true })).toBeVisible();
  await expect(main.getByText('Remaining Therapy Sessions: 10')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByText('Remaining Therapy Sessions: 10')).toBeVisible();

  // Voice mode is a premium feature the server now allows for this user.
  const speech = await request.post('/api/v1/voice/speech', { headers: { auth_token: user.token }, data: { text: 'Hello' } });
  expect(speech.status()).not.toBe(403);
  expect(speech.status()).toBeLessThan(500);

  // Paying again for the same checkout is impossible: no second grant from the browser.
  const forged = await request.put('/api/v1/auth/updatePremium', { headers: { auth_token: user.token }, data: { email: user.email, isPremium: 'true', subType: 'god', transaction: 'txn_forged' } });
  expect(forged.status()).toBe(403);
  expect((await getUser(request, user)).totalSessions).toBe(10);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const ADD_REFUND = '**/api/v1/refunds/addRefund';

async function openForm(page: Page) {
  await page.goto('/refund');
  // The page is prerendered: wait until React has hydrated the button before clicking it.
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Request a Refund');
    return !!button && Object.keys(button).some((k) => k.startsWith('__reactProps$'));
  });
  await page.getByRole('button', { name: 'Request a Refund' }).click();
  return page.getByRole('form', { name: 'Request a Refund' });
}

async function fillValid(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Purchase date').fill('2026-11-22');
  await page.getByLabel('Subscription type').selectOption('devil');
  await page.getByLabel('Reason (optional)').fill('I subscribed by mistake.');
}

test('the refund page states the window, eligibility and the 3 steps', async ({ page }) => {
  await page.goto('/refund');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy');
  await expect(page.getByText(/3-day window after purchase/)).toBeVisible();
  await expect(page.getByText(/50% refund, processed in 5-7 business days/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Eligible', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Not eligible' })).toBeVisible();
  await expect(page.locator('ol > li')).toHaveCount(3);
  await expect(page.getByRole('form')).toHaveCount(0); // hidden until asked for
});

test('required fields are validated before anything is sent', async ({ page }) => {
  let posted = false;
  await page.route(ADD_REFUND, (route) => {
    posted = true;
    return route.continue();
  });
  const form = await openForm(page);
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Purchase date is required')).toBeVisible();
  await expect(form.getByText('Subscription type is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  expect(posted).toBe(false);
});

test('a valid request is sent with a long US date, reaches support, and Done closes the panel', async ({ page, request }) => {
  const email = `refund-${Date.now()}@example.com`;
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/refunds/addRefund')) bodies.push(r.postDataJSON());
  });
  await openForm(page);
  await fillValid(page, email);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('heading', { name: 'Refund request submitted' })).toBeVisible();
  expect(bodies).toEqual([{ email, purchaseDate: 'November 22, 2026', subType: 'devil', reason: 'I subscribed by mistake.' }]);

  // The server notified the support address (dev outbox without SMTP).
  const outbox = (await (await request.get('/api/v1/dev/outbox')).json()) as { subject: string; text: string }[];
  const notice = outbox.find((m) => m.subject === `Refund request from ${email}`);
  expect(notice?.text).toContain('Purchase date: November 22, 2026');

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Refund request submitted' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request a Refund' })).toBeVisible();
});

test('a failed request shows the spec message and keeps the form', async ({ page }) => {
  await page.route(ADD_REFUND, (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: 'Too many attempts.', message: 'Too many attempts.' }) }));
  await openForm(page);
  await fillValid(page, 'someone@example.com');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to submit refund request. Please try again later.');
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
  await expect(page.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
});

import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { createVerifiedUser, latestMailTo, signInBrowser } from './support/accounts';

test('a new user signs up, verifies by mail, signs in, onboards, edits the profile and logs out', async ({ page, request }) => {
  const email = `journey-${Date.now()}@example.com`;
  await page.goto('/create-account');

  // Validation as spec 5, errors clearing as the field is edited.
  await page.getByLabel('Full Name').fill('Ann ');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Full name must be at least 5 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Please confirm that you are 18 or older')).toBeVisible();
  await page.getByLabel('Full Name').fill('Ann Lee Parker');
  await expect(page.getByText('Full name must be at least 5 characters')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByLabel('I am 18 or older').check();
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Email sent successfully!')).toBeVisible();

  // Open the link taken from the received mail.
  const mail = await latestMailTo(request, email);
  expect(mail.subject).toBe('Confirm your email address');
  await page.goto(new URL(mail.links[0]).pathname);
  await expect(page).toHaveURL(/\/email-confirmed$/);
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();

  // Onboarding: 5 steps, Continue disabled until each answer.
  await expect(page).toHaveURL(/\/on-boarding$/);
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByLabel('What is your profession?').fill('Teacher');
  await next.click();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: /Calm/ }).click();
  await next.click();
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Confidence' }).click();
  await page.getByRole('button', { name: 'Gratitude' }).click();
  await page.getByRole('button', { name: 'Confidence' }).click();
  await expect(page.getByRole('button', { name: 'Confidence' })).toHaveAttribute('aria-pressed', 'false');
  await next.click();
  await page.getByLabel('How many hours do you sleep?').fill('25');
  await expect(next).toBeDisabled();
  await page.getByLabel('How many hours do you sleep?').fill('7');
  await next.click();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Preferences' });
  await expect(save).toBeDisabled();
  await page.getByRole('radio', { name: 'few times a week' }).click();
  await save.click();

  // Profile.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Me', exact: true })).toBeVisible();
  await expect(page.getByText('Manage your information and preferences')).toBeVisible();
  await expect(page.getByText('Ann Lee Parker').first()).toBeVisible();
  await expect(page.getByText('Teacher')).toBeVisible();
  await expect(page.getByText('Gratitude')).toBeVisible();
  await expect(page.getByText('No therapy sessions data available')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Profession').fill('Head Teacher');
  await page.getByLabel('Sleep Hours').fill('8');
  await page.getByRole('combobox', { name: 'Current mood' }).click();
  const options = page.getByTestId('mood-options');
  await expect(options.getByRole('option')).toHaveCount(8);
  const box = await options.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(300);
  await options.getByRole('option', { name: /Energetic/ }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('Head Teacher')).toBeVisible();

  // The server kept it.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await request.get('/api/v1/auth/getUser', { headers: { auth_token: token! } });
  const { user } = await me.json();
  expect(user).toMatchObject({ profession: 'Head Teacher', mood: 'energetic', isPreferences: true, personalPreferences: { sleepHours: 8, exerciseFrequency: 'few times a week', personalGoals: { one: '', two: 'Gratitude', three: '', four: '' } } });

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  // Logout may navigate more than once (the URL can match before the last navigation starts), and a
  // read during a navigation throws "execution context was destroyed": poll until a read succeeds.
  await expect
    .poll(async () => {
      try {
        return await page.evaluate(() => localStorage.getItem('isLogin'));
      } catch {
        return 'navigating';
      }
    })
    .toBeNull();
  expect((await request.get('/api/v1/auth/getUser', { headers: { auth_token: token! } })).status()).toBe(401);
  await page.goto('/profile');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('an unconfirmed user signing in is sent to /verify-email with a fresh link', async ({ page, request }) => {
  const email = `unconfirmed-${Date.now()}@example.com`;
  await request.post('/api/v1/auth/signup', { data: { name: 'Late Reader', email, password: 'secret-pass-1', ageConfirmed: true, termsAccepted: true } });
  const first = await latestMailTo(request, email);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect.poll(async () => (await latestMailTo(request, email)).links[0]).not.toBe(first.links[0]);
});

test('forgot and reset password: the link from the mail sets a new password', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { name: 'Reset Person' });
  await page.goto('/forget-password');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email not found. Please check your email address.')).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('Password reset instructions have been sent to your email.')).toBeVisible();

  const link = (await latestMailTo(request, user.email)).links[0];
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New Password').fill('new-secret-9');
  await page.getByLabel('Confirm Password').fill('new-secret-8');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('new-secret-9');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset successfully. Please sign in.')).toHaveClass(/text-green-700/);
  await expect(page).toHaveURL(/\/login$/);
  // The old session was revoked.
  expect((await request.get('/api/v1/auth/getUser', { headers: { auth_token: user.token } })).status()).toBe(401);
});

test('profile: history newest first with Session Details, download my data, delete account', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { name: 'History Person' });
  await request.put(`/api/v1/auth/isUnpaid/${user.userId}`, { headers: { auth_token: user.token }, data: { isPreferences: 'true' } });
  const add = (therapy: Record<string, string>) => request.post(`/api/v1/therapy/addTherapy/${user.userId}`, { headers: { auth_token: user.token }, data: { therapy } });
  expect((await add({ feeling: 'sad', type: 'CBT Therapy', topic: 'Grief', sessionLength: '12:30', description: 'You spoke about your loss.', date: '2026-03-04T10:00:00.000Z', time: '10:00 AM' })).status()).toBe(201);
  expect((await add({ feeling: '', type: '', topic: 'Work stress', sessionLength: '', description: '', date: '2026-03-05T10:00:00.000Z', time: '' })).status()).toBe(201);
  await signInBrowser(page, user);
  await page.goto('/profile');
  const history = page.getByRole('region', { name: 'Therapy Sessions History' });
  const items = history.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Work stress');
  await expect(items.nth(1)).toContainText('Grief');

  await items.nth(1).getByRole('button', { name: 'View Summary' }).click();
  const details = page.getByRole('dialog', { name: 'Session Details' });
  await expect(details).toContainText('March 4, 2026');
  await expect(details).toContainText('12:30');
  await expect(details).toContainText('😢 Sad');
  await expect(details).toContainText('CBT Therapy');
  await expect(details).toContainText('You spoke about your loss.');
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(details).toHaveCount(0);

  await items.first().getByRole('button', { name: 'View Summary' }).click();
  await expect(details).toContainText('Not specified');
  await expect(details).toContainText('No therapy type specified');
  await expect(details).toContainText('No summary available for this session.');
  await expect(details).toContainText('N/A');
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('haven-my-data.json');
  // The whole file arrived (a download that never finishes would also hang the browser context's teardown).
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(exported.account.email).toBe(user.email);
  expect(exported.account.therapy.map((r: { topic: string }) => r.topic).sort()).toEqual(['Grief', 'Work stress']);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await dialog.getByLabel('Password').fill('not-it');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect((await request.post('/api/v1/auth/signin', { data: { email: user.email, password: user.password } })).status()).toBe(401);
});

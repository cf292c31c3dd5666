import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInBrowser, type TestAccount } from './support/accounts';

// Issue 16: mood check-ins over several days, the "Your progress" section (chart, table
// alternative, computed numbers, questionnaire bands), PHQ-9 item 9's help lines, and the check-ins
// around a therapy session. Each journey runs at 375 and 1280 px with axe.

const DAY_MS = 86_400_000;

async function advanceServerDays(page: Page, days: number) {
  const res = await page.request.post('/api/v1/test/clock', { data: { advanceMs: days * DAY_MS } });
  expect(res.ok()).toBe(true);
}

async function expectAxeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function setGoals(page: Page, user: TestAccount) {
  const res = await page.request.put(`/api/v1/auth/editProfile/${user.userId}`, {
    headers: { auth_token: user.token },
    data: {
      profession: 'Teacher',
      mood: 'calm',
      personalGoals: { one: 'Self Love', two: 'Confidence', three: '', four: '' },
      sleepHours: 7,
      exerciseFrequency: 'daily',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Opens the header's "Check in" dialog, checks in, and closes it again. */
async function checkIn(page: Page, mood: string, intensity: number, opts: { note?: string; goal?: [string, number]; shot?: string; expectHelp?: boolean } = {}) {
  const opener = page.getByRole('main').getByRole('button', { name: 'Check in', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Mood check-in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(mood) }).click();
  await dialog.getByRole('radio', { name: String(intensity), exact: true }).click();
  if (opts.note) {
    await dialog.getByLabel(/Note/).fill(opts.note);
    await expect(dialog.getByText(`${opts.note.length} / 280`)).toBeVisible();
  }
  if (opts.goal) {
    await dialog.getByText('Rate your goals (optional)').click();
    await dialog.getByLabel(opts.goal[0]).fill(String(opts.goal[1]));
  }
  if (opts.shot) {
    await expectAxeClean(page, 'check-in dialog');
    await page.screenshot({ path: opts.shot });
  }
  const saved = page.waitForResponse((r) => r.url().includes('/checkins') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save check-in' }).click();
  expect((await saved).status()).toBe(201);
  await expect(dialog.getByRole('status')).toContainText(`Check-in saved: ${mood}, ${intensity} out of 10.`);
  // A note the server's offline crisis check reads as a crisis brings the help lines at once.
  if (opts.expectHelp) await expect(dialog.getByTestId('crisis-help').getByRole('heading', { name: 'Get help now' })).toBeVisible();
  else await expect(dialog.getByTestId('crisis-help')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened the dialog.
  await expect(opener).toBeFocused();
}

/** The same check-in with the keyboard only: Enter opens, Tab moves between groups, arrows choose. */
async function checkInByKeyboard(page: Page, mood: string, intensity: number) {
  const opener = page.getByRole('main').getByRole('button', { name: 'Check in', exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Mood check-in' });
  await expect(dialog.getByRole('button', { name: 'Close check-in' })).toBeFocused(); // focus moved into the dialog
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: /Happy/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: new RegExp(mood) })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: '0', exact: true })).toBeFocused();
  // Each arrow moves to the next number and chooses it (as a person presses, one at a time).
  for (let n = 1; n <= intensity; n++) {
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: String(n), exact: true })).toBeFocused();
    await expect(dialog.getByRole('radio', { name: String(n), exact: true })).toHaveAttribute('aria-checked', 'true');
  }
  await expect(dialog.getByRole('radio', { name: String(intensity), exact: true })).toHaveAttribute('aria-checked', 'true');
  const save = dialog.getByRole('button', { name: 'Save check-in' });
  for (let i = 0; i < 6 && !(await save.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText(`Check-in saved: ${mood}, ${intensity} out of 10.`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

async function answer(dialog: Locator, n: number, option: string) {
  await dialog
    .getByRole('radiogroup', { name: new RegExp(`^${n}\\. `) })
    .getByLabel(option, { exact: true })
    .click();
}

for (const width of [375, 1280]) {
  test.describe(`progress at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('check-ins over several days draw the mood chart, its table and the numbers; the GAD-7 shows its band', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const user = await createVerifiedUser(request, { name: 'Ada Okafor' });
      await setGoals(page, user);
      await signInBrowser(page, user);
      await page.goto('/profile');

      const progress = page.getByRole('region', { name: 'Your progress' });
      await expect(progress.getByTestId('mood-empty')).toContainText('No check-ins in the last 30 days yet.');
      await expect(progress.getByRole('button', { name: 'Make a check-in' })).toBeVisible();
      await expectAxeClean(page, 'empty progress');
      await progress.screenshot({ path: `test-results/progress-empty-${width}.png` });

      // Three days: low, better, good; the server's clock moves a day between them.
      await checkIn(page, 'Sad', 3, {
        note: 'Rough start to the week',
        goal: ['Self Love', 6],
        shot: `test-results/progress-checkin-dialog-${width}.png`,
      });
      await advanceServerDays(page, 1);
      await checkIn(page, 'Calm', 6);
      await advanceServerDays(page, 1);
      await checkInByKeyboard(page, 'Happy', 8);

      const chart = progress.getByTestId('mood-chart');
      await expect(chart).toBeVisible();
      await expect(chart).toHaveAttribute('aria-label', /check-ins on 3 days, average 6\.3 out of 10; latest 9 \(Happy\)/);
      await expect(chart.locator('svg .recharts-line-dot, svg .recharts-dot').first()).toBeVisible();

      await progress.getByText('Show mood as a table').click();
      const table = progress.getByRole('table');
      await expect(table.getByRole('row')).toHaveCount(4); // header + 3 days
      await expect(table.getByRole('row').nth(1)).toContainText('Happy');
      await expect(table.getByRole('row').nth(1)).toContainText('9');
      await expect(table.getByRole('row').nth(3)).toContainText('Sad');
      await expect(table.getByRole('row').nth(3)).toContainText('3.5');

      const figures = progress.getByTestId('progress-figures');
      await expect(figures).toContainText('Consistency');
      await expect(figures).toContainText('10%'); // 3 of the last 30 days
      await expect(figures).toContainText('Goal progress');
      await expect(figures).toContainText('60%'); // Self Love rated 6
      await expect(figures).toContainText('Mood change');
      const activity = progress.getByRole('group', { name: 'Activity' });
      await expect(activity).toContainText('3 days'); // streak
      await expect(activity).toContainText('3 of 30');

      await progress.getByRole('tab', { name: '7 days' }).click();
      await expect(progress.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
      await expect(progress.getByRole('group', { name: 'Activity' })).toContainText('3 of 7');
      await expect(progress.getByTestId('mood-chart')).toHaveAttribute('aria-label', /last 7 days: check-ins on 3 days/);

      // GAD-7: answered, scored and banded.
      const gad = progress.getByTestId('gad7-card');
      await gad.getByRole('button', { name: 'Take the GAD-7' }).click();
      const dialog = page.getByRole('dialog', { name: /GAD-7/ });
      await expect(dialog.getByText('Over the last 2 weeks, how often have you been bothered by the following problems?')).toBeVisible();
      const options = [
        'Several days',
        'Several days',
        'More than half the days',
        'Not at all',
        'Several days',
        'Nearly every day',
        'Not at all',
      ];
      for (const [i, option] of options.entries()) await answer(dialog, i + 1, option);
      await expectAxeClean(page, 'GAD-7 dialog');
      await dialog.getByRole('button', { name: 'See my score' }).click();
      const result = dialog.getByTestId('questionnaire-result');
      await expect(result).toContainText('8 out of 21'); // 1+1+2+0+1+3+0
      await expect(result).toContainText('Anxiety: Mild');
      await expect(dialog.getByTestId('crisis-help')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(gad).toContainText('Latest: 8 of 21, Mild');
      await expect(gad).toContainText(/You took the GAD-7 recently\. You can take it again on/);
      await expect(gad.getByRole('button', { name: 'Take the GAD-7' })).toHaveCount(0);
      await expect(gad.getByTestId('gad7-chart')).toBeVisible();

      await expectNoSideways(page);
      await expectAxeClean(page, 'progress with data');
      await progress.screenshot({ path: `test-results/progress-section-${width}.png` });
      await page.screenshot({ path: `test-results/progress-profile-${width}.png`, fullPage: true });
    });

    test('PHQ-9 item 9 above "Not at all" shows the help lines at once, and again with the result', async ({ page, request }) => {
      test.setTimeout(90_000);
      const user = await createVerifiedUser(request, { name: 'Tomás Reyes' });
      await signInBrowser(page, user);
      await page.goto('/profile');
      const progress = page.getByRole('region', { name: 'Your progress' });
      await progress.getByRole('button', { name: 'Take the PHQ-9' }).click();
      const dialog = page.getByRole('dialog', { name: /PHQ-9/ });
      for (let n = 1; n <= 8; n++) await answer(dialog, n, n % 3 === 0 ? 'Several days' : 'Not at all');
      await expect(dialog.getByTestId('crisis-help')).toHaveCount(0);
      await answer(dialog, 9, 'Several days');
      // Before anything is sent: the help lines for the browser's locale (en-US in this browser).
      const help = dialog.getByTestId('crisis-help');
      await expect(help.getByRole('heading', { name: 'Get help now' })).toBeVisible();
      await expect(help.getByRole('link', { name: /Call 988 Suicide & Crisis Lifeline/ })).toHaveAttribute('href', 'tel:988');
      await expectAxeClean(page, 'PHQ-9 with help lines');
      await page.screenshot({ path: `test-results/progress-phq9-crisis-${width}.png` });

      const sent = page.waitForResponse((r) => r.url().includes('/questionnaires') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'See my score' }).click();
      const reply = await (await sent).json();
      expect(reply).toMatchObject({ crisis: true, result: { kind: 'phq9', score: 3 } });
      await expect(dialog.getByTestId('questionnaire-result')).toContainText('3 out of 27');
      await expect(dialog.getByTestId('questionnaire-result')).toContainText('Depression: Minimal');
      await expect(dialog.getByTestId('crisis-help').getByRole('link', { name: /Call 988/ })).toBeVisible();
      await dialog.getByRole('button', { name: 'Done' }).click();
      // The help lines stay on the profile after the dialog closes.
      await expect(progress.getByTestId('crisis-help').getByRole('heading', { name: 'Get help now' })).toBeVisible();
      await expect(progress.getByTestId('phq9-card')).toContainText('Latest: 3 of 27, Minimal');
      await expectAxeClean(page, 'profile after crisis answer');
      await checkIn(page, 'Depressed', 9, { note: 'I want to kill myself tonight', expectHelp: true });
    });

    test('a therapy session asks "How do you feel now?" before and after; both are skippable', async ({ page, request }) => {
      test.setTimeout(90_000);
      const user = await createVerifiedUser(request, { name: 'Mei Lin' });
      await signInBrowser(page, user);
      await page.goto('/ai-therapist');
      await page.locator('label', { hasText: 'Stressed' }).click();
      await page.getByLabel('Therapy type').fill('CBT Therapy');
      await page.getByLabel('Session topic').fill('Work stress');
      await page.getByLabel('Language').fill('English');
      await page.getByRole('button', { name: 'Begin Therapy Session' }).click();

      const before = page.getByTestId('checkin-before-session');
      await expect(before.getByRole('heading', { name: 'Before you begin: how do you feel now?' })).toBeVisible();
      await expect(before.getByRole('button', { name: 'Skip' })).toBeVisible();
      // One line in the session; the conversation keeps its room (also at 375 px).
      expect((await before.boundingBox())!.height).toBeLessThan(100);
      await expectAxeClean(page, 'session with the check-in line');
      await page.screenshot({ path: `test-results/progress-before-session-${width}.png` });
      await before.getByRole('button', { name: 'Check in' }).click();
      const dialog = page.getByRole('dialog', { name: 'How do you feel now?' });
      // The setup's mood is already chosen: one tap on an intensity and Save.
      await expect(dialog.getByRole('radio', { name: /Stressed/ })).toHaveAttribute('aria-checked', 'true');
      await dialog.getByRole('radio', { name: '7', exact: true }).click();
      await expectAxeClean(page, 'before-session check-in dialog');
      await page.screenshot({ path: `test-results/progress-before-dialog-${width}.png` });
      await dialog.getByRole('button', { name: 'Save check-in' }).click();
      await expect(dialog).toBeHidden();
      await expect(before.getByRole('status')).toHaveText('Check-in saved: Stressed, 7 out of 10.');
      const dismiss = before.getByRole('button', { name: 'Close check-in message' });
      await expect(dismiss).toBeFocused();
      await dismiss.click();
      await expect(before).toHaveCount(0);
      // The conversation goes on below.
      await page.getByLabel('Your message').fill('I feel a bit calmer already.');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(page.getByTestId('therapy-ai-message')).toHaveCount(2);

      await page.getByRole('button', { name: 'Save & Exit' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      const after = page.getByTestId('checkin-after-session');
      await expect(after.getByRole('heading', { name: 'Your session has ended. How do you feel now?' })).toBeVisible();
      await expect(after.getByRole('button', { name: 'Skip' })).toBeVisible();
      await page.screenshot({ path: `test-results/progress-after-session-${width}.png` });
      await after.getByRole('radio', { name: /Calm/ }).click();
      await after.getByRole('radio', { name: '6', exact: true }).click();
      await after.getByRole('button', { name: 'Save check-in' }).click();
      await expect(after.getByRole('status')).toContainText('Check-in saved: Calm, 6 out of 10.');

      const summary = await page.request.get(`/api/v1/progress/${user.userId}/summary?days=7&tz=UTC`, {
        headers: { auth_token: user.token },
      });
      const body = await summary.json();
      expect(body.sessionMoodChanges).toHaveLength(1);
      expect(body.sessionMoodChanges[0]).toMatchObject({ before: 3.3, after: 6.5 });
      const progress = page.getByRole('region', { name: 'Your progress' });
      await expect(progress.getByTestId('mood-chart')).toBeVisible();
      await expect(progress.getByRole('group', { name: 'Activity' })).toContainText('1 session');
      await expect(progress.getByTestId('session-mood-changes')).toContainText('Mood 3.3 → 6.5 (up 3.2)');
      await expectAxeClean(page, 'profile after session');
      await after.getByRole('button', { name: 'Close' }).click();
      await expect(after).toHaveCount(0);
    });
  });
}

test('a meditation played to the end is reported once and counted on the profile', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await createVerifiedUser(request, { name: 'Noor Haddad' });
  await signInBrowser(page, user);
  await page.clock.install();
  await page.goto('/ai-meditations');
  await page.getByRole('radio', { name: 'Daily' }).check();
  await page.getByRole('checkbox', { name: 'Stress relief' }).check();
  await page.getByRole('radio', { name: 'Evening' }).check();
  await page.getByRole('radio', { name: '5 minutes', exact: true }).check();
  await page.getByRole('radio', { name: 'Guided meditation', exact: true }).check();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  const player = page.getByRole('region', { name: 'Guided player' });
  await expect(player.getByRole('timer', { name: 'Time remaining' })).toHaveText('05:00');

  const plays: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/meditation-plays')) plays.push(JSON.parse(r.postData() ?? '{}').seconds);
  });
  const reported = page.waitForResponse((r) => r.url().endsWith('/meditation-plays'));
  await player.getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(301_000);
  await expect(player.getByText('Meditation complete.', { exact: false })).toBeVisible();
  expect((await reported).status()).toBe(204);
  expect(plays).toEqual([300]);

  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Your progress' }).getByRole('group', { name: 'Activity' })).toContainText('1 played');
  expect(plays).toEqual([300]); // leaving the page after the end reports nothing more
});

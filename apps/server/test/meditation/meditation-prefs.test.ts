import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MEDITATION_FIELD_ERRORS } from '@haven/core/meditation';
import { users } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { prefsUrl, validPrefs } from './meditation-fixtures';

describe('PUT /meditation/updateMeditationPrefs/{userId}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  // Each call acts as a fresh user on their own record.
  const put = async (payload: unknown) => {
    const u = await createTestUser(t.app);
    return t.app.inject({ method: 'PUT', url: prefsUrl(u.user.id), headers: u.headers, payload: payload as object });
  };

  it('stores the spec-shaped preferences on the caller and answers them back', async () => {
    const u = await createTestUser(t.app);
    const res = await t.app.inject({ method: 'PUT', url: prefsUrl(u.user.id), headers: u.headers, payload: validPrefs });
    expect(res.statusCode).toBe(200);
    expect(res.json().meditationsPrefs).toEqual(validPrefs);
    const [row] = await t.app.db.select({ prefs: users.meditationPrefs }).from(users).where(eq(users.id, u.user.id));
    expect(row.prefs).toEqual(validPrefs);
  });

  it('accepts a numeric length and normalises it to the option text', async () => {
    const res = await put({ ...validPrefs, medSessionLength: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().meditationsPrefs.medSessionLength).toBe('5 minutes');
  });

  const fields = ['oftenMeditate', 'meditationGoals', 'preferredTime', 'medSessionLength', 'preferredMeditationType'] as const;
  it.each(fields)('refuses a missing %s with a readable 400 naming it', async (field) => {
    const body: Record<string, unknown> = { ...validPrefs };
    delete body[field];
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`${field}: ${MEDITATION_FIELD_ERRORS[field]}`);
  });

  const badValues: [string, unknown, string][] = [
    ['oftenMeditate', 'Hourly', MEDITATION_FIELD_ERRORS.oftenMeditate],
    ['oftenMeditate', 7, MEDITATION_FIELD_ERRORS.oftenMeditate],
    ['meditationGoals', {}, MEDITATION_FIELD_ERRORS.meditationGoals],
    ['meditationGoals', { goal1: 'Weight loss' }, MEDITATION_FIELD_ERRORS.meditationGoals],
    ['meditationGoals', { first: 'Mindfulness' }, 'Goal keys are goal1, goal2, ...'],
    ['meditationGoals', { goal1: 'Mindfulness', goal2: 'Mindfulness' }, 'Each meditation goal can be chosen once.'],
    ['meditationGoals', ['Mindfulness'], MEDITATION_FIELD_ERRORS.meditationGoals],
    ['preferredTime', 'Midnight', MEDITATION_FIELD_ERRORS.preferredTime],
    ['medSessionLength', '7 minutes', MEDITATION_FIELD_ERRORS.medSessionLength],
    ['medSessionLength', 60, MEDITATION_FIELD_ERRORS.medSessionLength],
    ['preferredMeditationType', 'Yoga', MEDITATION_FIELD_ERRORS.preferredMeditationType],
  ];
  it.each(badValues)('refuses %s = %j with a readable 400', async (field, value, message) => {
    const res = await put({ ...validPrefs, [field]: value });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.startsWith(`${field}`)).toBe(true);
    expect(body.error).toContain(message);
  });

  it('answers 401 without a token and 403 for another user', async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const anon = await t.app.inject({ method: 'PUT', url: prefsUrl(owner.user.id), payload: validPrefs });
    expect(anon.statusCode).toBe(401);
    const foreign = await t.app.inject({ method: 'PUT', url: prefsUrl(owner.user.id), headers: other.headers, payload: validPrefs });
    expect(foreign.statusCode).toBe(403);
    const [row] = await t.app.db.select({ prefs: users.meditationPrefs }).from(users).where(eq(users.id, owner.user.id));
    expect(row.prefs).toBeNull();
  });

  it('refuses a path id that is not a user id with 400', async () => {
    const u = await createTestUser(t.app);
    const res = await t.app.inject({ method: 'PUT', url: prefsUrl('not-a-uuid'), headers: u.headers, payload: validPrefs });
    expect(res.statusCode).toBe(400);
  });
});

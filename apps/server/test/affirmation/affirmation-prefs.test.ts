import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AFFIRMATION_FIELD_ERRORS } from '@haven/core/affirmation';
import { users } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { prefsUrl, validAffirmationPrefs } from './affirmation-fixtures';

describe('PUT /affirmation/updateAffirmationsPrefs/{userId}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const put = async (payload: unknown) => {
    const u = await createTestUser(t.app);
    return t.app.inject({ method: 'PUT', url: prefsUrl(u.user.id), headers: u.headers, payload: payload as object });
  };

  it('stores theme and style on the caller', async () => {
    const u = await createTestUser(t.app);
    const res = await t.app.inject({ method: 'PUT', url: prefsUrl(u.user.id), headers: u.headers, payload: { affirmationsPreferences: validAffirmationPrefs } });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select({ p: users.affirmationPrefs }).from(users).where(eq(users.id, u.user.id));
    expect(row.p).toEqual(validAffirmationPrefs);
  });

  const cases: [string, unknown, string][] = [
    ['affirmationTheme', undefined, AFFIRMATION_FIELD_ERRORS.affirmationTheme],
    ['affirmationTheme', 'wealth', AFFIRMATION_FIELD_ERRORS.affirmationTheme],
    ['affirmationTheme', 'Motivation', AFFIRMATION_FIELD_ERRORS.affirmationTheme],
    ['preferredAffirmation', undefined, AFFIRMATION_FIELD_ERRORS.preferredAffirmation],
    ['preferredAffirmation', 'poem', AFFIRMATION_FIELD_ERRORS.preferredAffirmation],
    ['preferredAffirmation', 3, AFFIRMATION_FIELD_ERRORS.preferredAffirmation],
  ];
  it.each(cases)('refuses %s = %j with a readable 400 naming the field', async (field, value, message) => {
    const prefs: Record<string, unknown> = { ...validAffirmationPrefs, [field]: value };
    if (value === undefined) delete prefs[field];
    const res = await put({ affirmationsPreferences: prefs });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`affirmationsPreferences.${field}: ${message}`);
  });

  it('refuses a body without affirmationsPreferences', async () => {
    const res = await put(validAffirmationPrefs);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('affirmationsPreferences: Please choose a theme and a style.');
  });

  it('is owner-only', async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const payload = { affirmationsPreferences: validAffirmationPrefs };
    expect((await t.app.inject({ method: 'PUT', url: prefsUrl(owner.user.id), payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: prefsUrl(owner.user.id), headers: other.headers, payload })).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/test-app';
import { verifiedUser } from './helpers';

describe('editProfile and isUnpaid', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const put = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'PUT', url: `/api/v1${url}`, payload: payload as object, headers });

  it('saves the onboarding fields and answers the updated record', async () => {
    const u = await verifiedUser(t.app);
    const body = { profession: 'Nurse', mood: 'calm', personalGoals: { one: 'Self Love', two: '', three: 'Gratitude', four: '' }, sleepHours: 0, exerciseFrequency: 'once a week' };
    const res = await put(`/auth/editProfile/${u.userId}`, body, u.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ profession: 'Nurse', mood: 'calm', personalPreferences: { sleepHours: 0, exerciseFrequency: 'once a week', personalGoals: body.personalGoals } });
    const named = await put(`/auth/editProfile/${u.userId}`, { name: 'Alice Cooper' }, u.headers);
    expect(named.json().user.name).toBe('Alice Cooper');
    expect(named.json().user.profession).toBe('Nurse');
  });

  it.each([
    [{ sleepHours: 25 }, 'sleepHours'],
    [{ sleepHours: -1 }, 'sleepHours'],
    [{ exerciseFrequency: 'hourly' }, 'exerciseFrequency'],
    [{ personalGoals: { one: 'Wealth', two: '', three: '', four: '' } }, 'personalGoals.one'],
  ])('refuses %o with 400 naming the field', async (body, field) => {
    const u = await verifiedUser(t.app);
    const res = await put(`/auth/editProfile/${u.userId}`, body, u.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('needs auth (401) and the owner (403) for editProfile and isUnpaid', async () => {
    const a = await verifiedUser(t.app);
    const b = await verifiedUser(t.app);
    expect((await put(`/auth/editProfile/${a.userId}`, { profession: 'x' })).statusCode).toBe(401);
    const other = await put(`/auth/editProfile/${a.userId}`, { profession: 'Hacker' }, b.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('You can only access your own account.');
    expect((await put(`/auth/isUnpaid/${a.userId}`, { isPreferences: 'true' }, b.headers)).statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: a.headers });
    expect(me.json().user.profession).toBe('');
    expect(me.json().user.isPreferences).toBe(false);
    expect((await put('/auth/editProfile/not-a-uuid', { profession: 'x' }, a.headers)).statusCode).toBe(400);
  });

  it('turns feature flags on only, and never grants premium without an applied payment', async () => {
    const u = await verifiedUser(t.app);
    const res = await put(`/auth/isUnpaid/${u.userId}`, { isPreferences: 'true' }, u.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.isPreferences).toBe(true);
    const flags = await put(`/auth/isUnpaid/${u.userId}`, { isTherapy: true, isAffirmation: 'true' }, u.headers);
    expect(flags.json().user).toMatchObject({ isTherapy: true, isAffirmation: true, isMeditation: false });
    expect((await put(`/auth/isUnpaid/${u.userId}`, { isTherapy: false }, u.headers)).statusCode).toBe(400);

    const premium = await put(`/auth/isUnpaid/${u.userId}`, { isPremium: 'true', subType: 'god', transaction: 'txn_fake' }, u.headers);
    expect(premium.statusCode).toBe(403);
    expect(premium.json().error).toBe('Premium is granted only by a verified payment.');

    await t.app.db.insert(payments).values({ transactionId: 'txn_applied', email: u.email, userId: u.userId, subType: 'basic', totalSessions: 5, appliedAt: t.app.clock.now() });
    const known = await put(`/auth/isUnpaid/${u.userId}`, { isPremium: 'true', subType: 'god', transaction: 'txn_applied' }, u.headers);
    expect(known.statusCode).toBe(200);
    // The payment was applied by billing already; this call changes nothing by itself.
    expect(known.json().user).toMatchObject({ isPremium: false, subType: 'free', totalSessions: 0 });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { monthlyResetDecision } from '../../src/modules/auth/monthly-reset';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

const nov = new Date('2026-11-15T10:00:00Z');

describe('monthly session reset rule (fixed clock)', () => {
  it('resets a paid plan to its allowance once in a new month', () => {
    expect(monthlyResetDecision({ subType: 'advance', totalSessions: 2, lastResetMonth: '2026-10' }, nov)).toEqual({ kind: 'reset', month: '2026-11', totalSessions: 10 });
    expect(monthlyResetDecision({ subType: 'god', totalSessions: 0, lastResetMonth: '2025-11' }, nov)).toEqual({ kind: 'reset', month: '2026-11', totalSessions: 40 });
  });
  it('does nothing in the same month', () => {
    expect(monthlyResetDecision({ subType: 'basic', totalSessions: 1, lastResetMonth: '2026-11' }, nov)).toEqual({ kind: 'none' });
  });
  it('never resets the free plan; only moves the marker', () => {
    expect(monthlyResetDecision({ subType: 'free', totalSessions: 0, lastResetMonth: '2026-10' }, nov)).toEqual({ kind: 'mark', month: '2026-11' });
  });
  it('only marks a user with no marker yet', () => {
    expect(monthlyResetDecision({ subType: 'devil', totalSessions: 25, lastResetMonth: null }, nov)).toEqual({ kind: 'mark', month: '2026-11' });
  });
  it('uses the calendar month in UTC at the boundary', () => {
    expect(monthlyResetDecision({ subType: 'basic', totalSessions: 0, lastResetMonth: '2026-11' }, new Date('2026-11-30T23:59:59Z')).kind).toBe('none');
    expect(monthlyResetDecision({ subType: 'basic', totalSessions: 0, lastResetMonth: '2026-11' }, new Date('2026-12-01T00:00:00Z')).kind).toBe('reset');
  });
});

describe('monthly reset through GET /auth/getUser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers });

  it('resets a paid user once when the month changed since the last reset, never a free user', async () => {
    const paid = await createTestUser(t.app, { subType: 'devil', totalSessions: 3 });
    const free = await createTestUser(t.app, { subType: 'free', totalSessions: 0 });
    expect((await me(paid.headers)).json().user.totalSessions).toBe(3);
    // As if the last reset happened last month (the test user's token lasts only a day).
    await t.app.db.update(users).set({ lastResetMonth: '2000-01' });
    await t.app.sessionChanges.barrier(); // reaches the session cache by notification
    expect((await me(paid.headers)).json().user.totalSessions).toBe(20);
    expect((await me(free.headers)).json().user.totalSessions).toBe(0);
    // Spend one; a second read in the same month does not reset again.
    await t.app.db.update(users).set({ totalSessions: 19 }).where(eq(users.id, paid.user.id));
    await t.app.sessionChanges.barrier(); // reaches the session cache by notification
    expect((await me(paid.headers)).json().user.totalSessions).toBe(19);
  });
});

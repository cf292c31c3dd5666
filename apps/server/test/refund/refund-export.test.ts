import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../auth/helpers';
import { buildTestApp, type TestApp } from '../support/test-app';

// Issue 14, point 8: the refund form is public, so anyone can type someone else's address.
describe('refund requests in the data export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const refund = (email: string, reason: string, headers: Record<string, string> = {}, ip = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/refunds/addRefund', headers, remoteAddress: ip, payload: { email, purchaseDate: 'November 20, 2026', subType: 'basic', reason } });
  const exportOf = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/v1/auth/export', headers })).json();

  it("holds only the requests the owner made signed in, not anonymous ones or another account's with the owner's address", async () => {
    const owner = await verifiedUser(t.app);
    const stranger = await verifiedUser(t.app);
    expect((await refund(owner.email, 'anonymous request naming the owner', {}, '10.9.0.2')).statusCode).toBe(201);
    expect((await refund(owner.email, 'made by a stranger who is signed in', stranger.headers, '10.9.0.3')).statusCode).toBe(201);
    expect((await refund(owner.email, 'made by the owner, signed in', owner.headers, '10.9.0.4')).statusCode).toBe(201);

    const mine = await exportOf(owner.headers);
    expect(mine.refunds.map((r: { reason: string }) => r.reason)).toEqual(['made by the owner, signed in']);
    const theirs = await exportOf(stranger.headers);
    expect(theirs.refunds.map((r: { reason: string }) => r.reason)).toEqual(['made by a stranger who is signed in']);
    expect(JSON.stringify(mine)).not.toContain('anonymous request naming the owner');
  });
});

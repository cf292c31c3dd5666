import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/test-app';
import { PASSWORD, verifiedUser } from './helpers';

// Issue 14, point 12: a deleted account leaves no mail behind: neither the mails sent to it nor
// the ones that name its address (the refund notice to support).
describe('deleting an account removes its mail rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SUPPORT_EMAIL: 'support-desk@haven.example' });
  });
  afterAll(() => t.close());

  const outbox = async () => (await t.app.db.select().from(mailOutbox)).map((m) => ({ to: m.to, all: `${t.app.cipher.decrypt(m.subject)}\n${t.app.cipher.decrypt(m.text)}`.toLowerCase() }));

  it('no outbox row to or about the address is left; other people\'s mails stay', async () => {
    const u = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: u.email } });
    const refund = (email: string, ip: string) => t.app.inject({ method: 'POST', url: '/api/v1/refunds/addRefund', remoteAddress: ip, payload: { email, purchaseDate: 'November 20, 2026', subType: 'basic' } });
    expect((await refund(u.email.toUpperCase(), '10.7.0.1')).statusCode).toBe(201);
    expect((await refund(other.email, '10.7.0.2')).statusCode).toBe(201);
    const mentions = (rows: { to: string; all: string }[], email: string) => rows.filter((m) => m.to.toLowerCase() === email || m.all.includes(email));
    expect(mentions(await outbox(), u.email).length).toBeGreaterThanOrEqual(3); // verification, reset, refund notice

    const del = await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/account', headers: u.headers, payload: { password: PASSWORD } });
    expect(del.statusCode).toBe(204);
    const left = await outbox();
    expect(mentions(left, u.email)).toEqual([]);
    expect(mentions(left, other.email).length).toBeGreaterThanOrEqual(2);
  });
});

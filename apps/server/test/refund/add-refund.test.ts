import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, refunds } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

const URL_ = '/api/v1/refunds/addRefund';
const valid = { email: 'person@example.com', purchaseDate: 'November 22, 2026', subType: 'advance', reason: 'It was not what I needed right now.' };
let ipCounter = 1;
const freshIp = () => `10.0.0.${ipCounter++}`;

describe('POST /refunds/addRefund', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SUPPORT_EMAIL: 'help@haven.example' });
  });
  afterAll(() => t.close());

  it('stores the request with the reason encrypted and notifies support', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL_, payload: valid, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [row] = await t.app.db.select().from(refunds).where(eq(refunds.id, id));
    expect(row).toMatchObject({ email: valid.email, purchaseDate: valid.purchaseDate, subType: 'advance', userId: null, status: 'open' });
    expect(row.reason).not.toContain('not what I needed');
    expect(row.reason.startsWith('enc:v1:')).toBe(true);
    expect(t.app.cipher.decrypt(row.reason)).toBe(valid.reason);

    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'help@haven.example'));
    expect(mails).toHaveLength(1);
    const mail = { ...mails[0], subject: t.app.cipher.decrypt(mails[0].subject), text: t.app.cipher.decrypt(mails[0].text) };
    expect(mails[0].subject.startsWith('enc:v1:')).toBe(true); // sealed at rest
    expect(mail.subject).toBe('Refund request from person@example.com');
    expect(mail.text).toContain('Purchase date: November 22, 2026');
    expect(mail.text).toContain(id);
    // The dev outbox is a plain table: the reason stays only in its encrypted column.
    expect(mail.text).not.toContain('not what I needed');
  });

  it('accepts a request without a reason and links a signed-in caller', async () => {
    const { user, headers } = await createTestUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: URL_, headers, payload: { ...valid, reason: undefined }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(refunds).where(eq(refunds.id, res.json().id));
    expect(row.reason).toBe('');
    expect(row.userId).toBe(user.id);
  });

  it.each([
    [{ ...valid, email: undefined }, /^email: /],
    [{ ...valid, email: 'not-an-email' }, /^email: Please enter a valid email address/],
    [{ ...valid, purchaseDate: '' }, /^purchaseDate: Purchase date is required/],
    [{ ...valid, purchaseDate: '2026-11-22' }, /^purchaseDate: Purchase date must be a date like November 22, 2026/],
    [{ ...valid, purchaseDate: 'February 30, 2026' }, /^purchaseDate: /],
    [{ ...valid, subType: 'platinum' }, /^subType: Subscription type must be one of basic, advance, devil or god/],
    [{ ...valid, reason: 'x'.repeat(1001) }, /^reason: Reason must be at most 1000 characters/],
    [{ ...valid, reason: 42 }, /^reason: /],
  ])('answers bad input with a readable 400 (%#)', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: URL_, payload, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });

  it('answers an empty body with a readable 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL_, headers: { 'content-type': 'application/json' }, payload: '', remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });

  it('rate-limits per IP address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const ok = await t.app.inject({ method: 'POST', url: URL_, payload: valid, remoteAddress: ip });
      expect(ok.statusCode).toBe(201);
    }
    const limited = await t.app.inject({ method: 'POST', url: URL_, payload: valid, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Too many attempts/);
    const other = await t.app.inject({ method: 'POST', url: URL_, payload: valid, remoteAddress: freshIp() });
    expect(other.statusCode).toBe(201);
  });
});

describe('POST /refunds/addRefund with SMTP', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: { to: string[]; body: string }[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let body = '';
        stream.on('data', (c: Buffer) => (body += c.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
          done();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const { port } = smtp.server.address() as AddressInfo;
    t = await buildTestApp({ SUPPORT_EMAIL: 'help@haven.example', SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the notice with the reason to the support mailbox', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL_, payload: valid, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['help@haven.example']);
    expect(received[0].body).toContain('Subscription type: advance');
    expect(received[0].body).toContain('not what I needed');
  });
});

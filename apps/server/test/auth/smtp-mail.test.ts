import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app';
import { PASSWORD, signupBody } from './helpers';

// A real SMTP server on a random port receives what nodemailer sends.
describe('mail over SMTP (SMTP_URL set)', () => {
  const received: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'http://haven.test' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the verification mail whose link completes verification; no dev outbox', async () => {
    const body = signupBody();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body })).statusCode).toBe(201);
    const mail = received.find((m) => m.to.includes(body.email));
    expect(mail).toBeDefined();
    // Quoted-printable may wrap long lines with "=\r\n"; undo that before reading the link.
    const text = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(text).toMatch(/Subject: Confirm your email address/);
    const link = text.match(/http:\/\/haven\.test\/api\/v1\/auth\/verify-email\/[\w-]+/)?.[0];
    expect(link).toBeDefined();

    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: body.email, password: PASSWORD } })).statusCode).toBe(403);
    const verify = await t.app.inject({ method: 'GET', url: new URL(link!).pathname });
    expect(verify.headers.location).toBe('/email-confirmed');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: body.email, password: PASSWORD } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
  });
});

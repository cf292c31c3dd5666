import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_UNAVAILABLE } from '../../src/modules/mail/mailer';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

// When the SMTP server is down, forgot-password answers a readable 503, not a bare 500.
describe('mail delivery failure', () => {
  let t: TestApp;
  beforeAll(async () => {
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r())); // nothing listens there now
    t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => t.close());

  it('forgot-password answers 503 with a readable message', async () => {
    const { user } = await createTestUser(t.app, {});
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe(MAIL_UNAVAILABLE);
  });
});

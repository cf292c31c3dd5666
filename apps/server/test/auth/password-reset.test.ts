import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app';
import { lastMailTo, PASSWORD, verifiedUser } from './helpers';

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'http://haven.test' });
  });
  afterAll(() => t.close());
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
  const tokenOf = (link: string) => link.replace('http://haven.test/reset-password', '');

  it("answers the spec's 404 for an unknown address and 400 for an empty one", async () => {
    const res = await post('/auth/forgot-password', { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Email not found. Please check your email address.');
    const empty = await post('/auth/forgot-password', { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('email');
  });

  it('mails a /reset-password{token} link; the reset revokes every session; the old password stops working', async () => {
    const u = await verifiedUser(t.app);
    const second = await post('/auth/signin', { email: u.email, password: PASSWORD });
    const res = await post('/auth/forgot-password', { email: u.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password reset instructions have been sent to your email.');
    const mail = await lastMailTo(t.app, u.email);
    expect(mail.link).toMatch(/^http:\/\/haven\.test\/reset-password[\w-]{20,}$/);

    const short = await post(`/auth/reset-password/${tokenOf(mail.link)}`, { newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('newPassword: Password must be at least 6 characters');

    const ok = await post(`/auth/reset-password/${tokenOf(mail.link)}`, { newPassword: 'brand-new-pass' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your password has been reset successfully. Please sign in.');
    for (const token of [u.token, second.json().auth_token]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: { auth_token: token } })).statusCode).toBe(401);
    }
    expect((await post('/auth/signin', { email: u.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/auth/signin', { email: u.email, password: 'brand-new-pass' })).statusCode).toBe(200);

    // Used twice: refused.
    const again = await post(`/auth/reset-password/${tokenOf(mail.link)}`, { newPassword: 'another-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This password reset link is invalid or has expired.');
  });

  it('refuses a reset link after one hour', async () => {
    const u = await verifiedUser(t.app);
    await post('/auth/forgot-password', { email: u.email });
    const mail = await lastMailTo(t.app, u.email);
    t.clock.advance(3600_000 + 1000);
    const res = await post(`/auth/reset-password/${tokenOf(mail.link)}`, { newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
    expect((await post('/auth/signin', { email: u.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('resends the confirmation mail with a new working link', async () => {
    const email = `resend-${Date.now()}@example.com`;
    await post('/auth/signup', { name: 'Robin Hood', email, password: PASSWORD, ageConfirmed: true, termsAccepted: true });
    const first = await lastMailTo(t.app, email);
    const res = await post('/auth/resend-confirmation', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Verification email sent successfully!');
    const second = await lastMailTo(t.app, email);
    expect(second.link).not.toBe(first.link);
    // Only the newest link works.
    expect((await t.app.inject({ method: 'GET', url: first.path })).headers.location).toBe('/email-expired');
    expect((await t.app.inject({ method: 'GET', url: second.path })).headers.location).toBe('/email-confirmed');
    const bad = await post('/auth/resend-confirmation', { email: 'no-at-sign' });
    expect(bad.statusCode).toBe(400);
  });
});

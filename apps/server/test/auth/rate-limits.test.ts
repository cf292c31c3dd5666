import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '@haven/core';
import { buildTestApp, type TestApp } from '../support/test-app';
import { PASSWORD, verifiedUser } from './helpers';

describe('rate limits on account routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const post = (url: string, payload: unknown, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, remoteAddress: ip });

  it('limits sign-in per e-mail across IPs with a readable 429', async () => {
    const u = await verifiedUser(t.app);
    // verifiedUser already signed in once with this address.
    for (let i = 0; i < AUTH_RATE_LIMITS.signinPerEmail.max - 1; i++) {
      expect((await post('/auth/signin', { email: u.email, password: 'wrong-pass' }, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await post('/auth/signin', { email: u.email.toUpperCase(), password: PASSWORD }, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    // Another address is not affected.
    expect((await post('/auth/signin', { email: 'other@example.com', password: 'x' }, '10.2.0.1')).statusCode).toBe(401);
  });

  it('limits sign-in per IP', async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.signinPerIp.max; i++) await post('/auth/signin', { email: `n${i}@example.com`, password: 'x' }, '10.9.9.9');
    const blocked = await post('/auth/signin', { email: 'fresh@example.com', password: 'x' }, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
  });

  it('limits forgot-password per e-mail and resend per e-mail', async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.resetPerEmail.max; i++) await post('/auth/forgot-password', { email: 'someone@example.com' }, `10.3.0.${i}`);
    expect((await post('/auth/forgot-password', { email: 'someone@example.com' }, '10.4.0.1')).statusCode).toBe(429);
    for (let i = 0; i < AUTH_RATE_LIMITS.resendPerEmail.max; i++) expect((await post('/auth/resend-confirmation', { email: 'x@example.com' }, `10.5.0.${i}`)).statusCode).toBe(200);
    expect((await post('/auth/resend-confirmation', { email: 'x@example.com' }, '10.6.0.1')).statusCode).toBe(429);
  });

  it('limits reset attempts per IP', async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.resetPerIp.max; i++) await post(`/auth/reset-password/guess${i}`, { newPassword: 'abcdef' }, '10.7.7.7');
    expect((await post('/auth/reset-password/guess-more', { newPassword: 'abcdef' }, '10.7.7.7')).statusCode).toBe(429);
  });
});

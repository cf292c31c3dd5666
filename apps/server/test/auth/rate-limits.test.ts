import { randomBytes } from 'node:crypto';
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

  it('an attacker cannot lock a user out: 20 failures from one IP limit that IP, the owner signs in from another', async () => {
    const u = await verifiedUser(t.app);
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push((await post('/auth/signin', { email: u.email, password: `guess-${i}` }, '10.66.0.1')).statusCode);
    // Guessing stays limited: the (IP, e-mail) pair is stopped after its allowance, with a readable 429.
    expect(answers.slice(0, AUTH_RATE_LIMITS.signinPerIpAndEmail.max)).toEqual(Array(AUTH_RATE_LIMITS.signinPerIpAndEmail.max).fill(401));
    expect(answers.slice(AUTH_RATE_LIMITS.signinPerIpAndEmail.max)).toEqual(Array(20 - AUTH_RATE_LIMITS.signinPerIpAndEmail.max).fill(429));
    const still = await post('/auth/signin', { email: u.email, password: PASSWORD }, '10.66.0.1');
    expect(still.statusCode).toBe(429);
    expect(still.json().error).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    // The owner, from their own IP, is not affected.
    const owner = await post('/auth/signin', { email: u.email.toUpperCase(), password: PASSWORD }, '10.77.0.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().auth_token).toEqual(expect.any(String));
  });

  it('failures spread over many IPs slow the address down instead of locking it', async () => {
    const { slowdownDelayMs, signinFailures } = await import('../../src/modules/auth/signin-slowdown');
    const u = await verifiedUser(t.app);
    const { freeFailures, maxDelayMs } = AUTH_RATE_LIMITS.signinSlowdown;
    for (let i = 0; i < freeFailures; i++) expect((await post('/auth/signin', { email: u.email, password: 'nope' }, `10.88.${i}.1`)).statusCode).toBe(401);
    expect(await signinFailures(t.app, u.email)).toBe(freeFailures);
    expect(slowdownDelayMs(freeFailures)).toBe(0);
    expect(slowdownDelayMs(freeFailures + 1)).toBeGreaterThan(0);
    expect(slowdownDelayMs(freeFailures + 1000)).toBe(maxDelayMs);
    // Past the free failures the owner still gets in (after a short wait), never a 429.
    await post('/auth/signin', { email: u.email, password: 'nope' }, '10.89.0.1');
    expect((await post('/auth/signin', { email: u.email, password: PASSWORD }, '10.90.0.1')).statusCode).toBe(200);
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

describe('sign-in limits shared by two instances through Redis', () => {
  it('the pair limit and the failure count follow the attacker to the other instance; the owner still signs in', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `haven-test-${randomBytes(4).toString('hex')}:` };
    const a = await buildTestApp(env);
    const b = await buildTestApp(env, { keepData: true });
    try {
      const u = await verifiedUser(a.app);
      const post = (t: TestApp, password: string, ip: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: u.email, password }, remoteAddress: ip });
      const max = AUTH_RATE_LIMITS.signinPerIpAndEmail.max;
      for (let i = 0; i < max; i++) expect((await post(i % 2 ? a : b, `guess-${i}`, '10.55.0.1')).statusCode).toBe(401);
      expect((await post(a, 'guess-x', '10.55.0.1')).statusCode).toBe(429);
      expect((await post(b, 'guess-y', '10.55.0.1')).statusCode).toBe(429);
      const { signinFailures } = await import('../../src/modules/auth/signin-slowdown');
      expect(await signinFailures(b.app, u.email)).toBe(max);
      expect((await post(b, PASSWORD, '10.56.0.1')).statusCode).toBe(200);
      expect((await post(a, PASSWORD, '10.57.0.1')).statusCode).toBe(200);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

import { userRecordSchema } from '@haven/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app';
import { lastMailTo, PASSWORD, signupBody, verifiedUser } from './helpers';

describe('sign-up, verification and sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'http://haven.test' });
  });
  afterAll(() => t.close());
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });

  it('signs up, returns auth_token and an unconfirmed user record, and mails a verification link', async () => {
    const body = signupBody({ name: '  Alice Walker  ' });
    const res = await post('/auth/signup', body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(typeof json.auth_token).toBe('string');
    const user = userRecordSchema.parse(json.user);
    expect(user).toMatchObject({ name: 'Alice Walker', email: body.email, isConfirmed: false, isPremium: false, subType: 'free', totalSessions: 0, isPreferences: false });
    expect(user.progress).toEqual({ moodImprovement: 0, appConsistency: 0, goalProgress: 0 });
    const mail = await lastMailTo(t.app, body.email);
    expect(mail.link).toMatch(/^http:\/\/haven\.test\/api\/v1\/auth\/verify-email\/[\w-]{20,}$/);
    expect(mail.text).toContain(mail.link);
  });

  it('refuses a second account for the same e-mail, in any letter case', async () => {
    const body = signupBody();
    expect((await post('/auth/signup', body)).statusCode).toBe(201);
    const again = await post('/auth/signup', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('User already exists with this email');
  });

  it.each([
    [{ name: ' Ann  ' }, 'name', 'Full name must be at least 5 characters'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ ageConfirmed: false }, 'ageConfirmed', 'Please confirm that you are 18 or older'],
    [{ termsAccepted: undefined }, 'termsAccepted', 'Please accept the terms and privacy policy'],
  ])('answers 400 naming the field for %o', async (over, field, message) => {
    const res = await post('/auth/signup', signupBody(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().error).toBe(`${field}: ${message}`);
  });

  it('keeps an unconfirmed user out with the confirmation branch, then lets them in after the link', async () => {
    const body = signupBody();
    await post('/auth/signup', body);
    const early = await post('/auth/signin', { email: body.email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_CONFIRMED', email: body.email, error: 'Please confirm your email address before signing in.' });
    const mail = await lastMailTo(t.app, body.email);
    const verify = await t.app.inject({ method: 'GET', url: mail.path });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/email-confirmed');
    // A used link is no longer valid.
    const reuse = await t.app.inject({ method: 'GET', url: mail.path });
    expect(reuse.headers.location).toBe('/email-expired');
    const ok = await post('/auth/signin', { email: body.email.toUpperCase(), password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.isConfirmed).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: { auth_token: ok.json().auth_token } });
    expect(me.statusCode).toBe(200);
    expect(userRecordSchema.strict().parse(me.json().user).email).toBe(body.email);
  });

  it('sends an expired verification link to /email-expired', async () => {
    const body = signupBody();
    await post('/auth/signup', body);
    const mail = await lastMailTo(t.app, body.email);
    t.clock.advance(24 * 3600_000 + 1000);
    const res = await t.app.inject({ method: 'GET', url: mail.path });
    expect(res.headers.location).toBe('/email-expired');
    const signin = await post('/auth/signin', { email: body.email, password: PASSWORD });
    expect(signin.statusCode).toBe(403);
  });

  it('answers a wrong password or unknown e-mail with 401 and a readable error', async () => {
    const u = await verifiedUser(t.app);
    for (const payload of [{ email: u.email, password: 'wrong-password' }, { email: 'nobody@example.com', password: PASSWORD }]) {
      const res = await post('/auth/signin', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Invalid email or password');
    }
    const missing = await post('/auth/signin', { email: u.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('password');
  });

  it('answers getUser without or with a bad token with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: { auth_token: 'made-up' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('Authentication required. Please sign in.');
  });

  it('expires a session token after its lifetime and revokes it on logout', async () => {
    const u = await verifiedUser(t.app);
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: u.headers });
    expect((await me()).statusCode).toBe(200);
    const logout = await post('/auth/logout', undefined, u.headers);
    expect(logout.statusCode).toBe(204);
    expect((await me()).statusCode).toBe(401);

    const v = await verifiedUser(t.app);
    t.clock.advance(30 * 86_400_000 + 1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: v.headers })).statusCode).toBe(401);
  });

  it('accepts the token as a Bearer header too', async () => {
    const u = await verifiedUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: { authorization: `Bearer ${u.token}` } });
    expect(res.json().user._id).toBe(u.userId);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

const SECRETS = {
  AI_API_KEY: 'sk-haven-test-SECRET-ai-key-0123456789',
  PADDLE_API_KEY: 'pdl_sdbx_apikey_SECRET0123456789',
  PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_SECRET_webhook_0123456789',
  DATA_ENCRYPTION_KEY: 'b'.repeat(64),
};

describe('security headers', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('sends CSP, frame, referrer and permissions headers; no HSTS without a TLS proxy', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval')/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['permissions-policy'])).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS behind a trusted TLS proxy', async () => {
    t = await buildTestApp({ TRUST_PROXY: 'true' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(String(res.headers['strict-transport-security'])).toContain('max-age=31536000');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('allows Paddle checkout origins only when Paddle is configured', async () => {
    t = await buildTestApp();
    const without = String((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).headers['content-security-policy']);
    expect(without).not.toContain('paddle.com');
    await t.close();
    t = await buildTestApp({ PADDLE_CLIENT_TOKEN: 'test_client_token' });
    const withPaddle = String((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).headers['content-security-policy']);
    expect(withPaddle).toContain('https://cdn.paddle.com');
  });
});

describe('secrets never leave the server', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('no GET response contains the AI key, Paddle secrets or the encryption key', async () => {
    // AI_PROVIDER stays local: the key must be configured, not used, to prove it is never echoed.
    t = await buildTestApp({ ...SECRETS, AI_PROVIDER: 'local' });
    const { user, headers } = await createTestUser(t.app, { subType: 'god', totalSessions: 40 });
    const gets = t.app.registeredRoutes.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(3);
    let checked = 0;
    for (const route of gets) {
      const url = route.url.replace(':userId', user.id).replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: 'GET', url, headers });
      checked++;
      for (const [name, secret] of Object.entries(SECRETS)) {
        expect(res.body.includes(secret), `${name} appears in GET ${route.url}`).toBe(false);
      }
    }
    expect(checked).toBe(gets.length);
  });
});

describe('rate-limit allow list', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('exempts the listed caller IPs and only those', async () => {
    t = await buildTestApp({ RATE_LIMIT_ALLOW_LIST: '10.5.5.5' });
    const send = (ip: string) => t.app.inject({ method: 'POST', url: '/api/v1/refunds/addRefund', remoteAddress: ip, payload: { email: 'a@example.com', purchaseDate: 'November 20, 2026', subType: 'basic' } });
    const listed: number[] = [];
    const other: number[] = [];
    for (let i = 0; i < 8; i++) {
      listed.push((await send('10.5.5.5')).statusCode);
      other.push((await send('10.6.6.6')).statusCode);
    }
    expect(listed.every((s) => s === 201)).toBe(true);
    expect(other).toContain(429);
  });
});

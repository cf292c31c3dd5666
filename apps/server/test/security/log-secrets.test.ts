import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema';
import { maskUrl } from '../../src/lib/log';
import { signupBody } from '../auth/helpers';
import { buildLoggedTestApp } from '../support/log-capture';

// Issue 14, points 3 and 10: everything the real logger writes is captured and searched.
type Logged = Awaited<ReturnType<typeof buildLoggedTestApp>>;

describe('no tokens, links or query values in logs', () => {
  let t: Logged | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** The links of the outbox mails to an address, opened with the app's key (the table holds them sealed). */
  async function linksTo(app: Logged['app'], to: string): Promise<string[]> {
    const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    return rows.flatMap((r) => r.links.map((l) => app.cipher.decrypt(l)));
  }

  it('production without SMTP: verification and reset links never reach the log, and the outbox holds them sealed', async () => {
    t = await buildLoggedTestApp({}, { production: true });
    const body = signupBody();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: body.email } })).statusCode).toBe(200);
    const links = await linksTo(t.app, body.email);
    expect(links).toHaveLength(2);
    const raw = JSON.stringify(await t.app.db.select().from(mailOutbox));
    for (const link of links) {
      const token = link.split(/verify-email\/|reset-password/).at(-1)!;
      expect(token.length).toBeGreaterThan(20);
      expect(t.log()).not.toContain(token);
      expect(raw).not.toContain(token);
    }
    expect(t.log()).toContain('its link is not logged in production');
  });

  it('development still prints the link so a new user can finish sign-up locally (README)', async () => {
    t = await buildLoggedTestApp({ NODE_ENV: 'development' });
    const body = signupBody();
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body });
    const [link] = await linksTo(t.app, body.email);
    expect(t.log()).toContain(link);
  });

  it('masks every token-bearing URL in request logs: /reset-password<token>, API token paths and query-string tokens', async () => {
    t = await buildLoggedTestApp();
    const secrets = ['Rk9vQmFyQmF6UXV4VG9rZW4xMjM0NTY3ODkw', 'VmVyaWZ5VG9rZW5BQkNERUZHSElKS0xNTk9Q', 'UmVzZXRBcGlUb2tlbjk4NzY1NDMyMTBhYmNk', 'cXVlcnlzdHJpbmdzZWNyZXQxMjM0NTY3ODkw', 'YXV0aHRva2VuaW5xdWVyeTEyMzQ1Njc4OTA'];
    const urls = [
      `/reset-password${secrets[0]}`,
      `/api/v1/auth/verify-email/${secrets[1]}`,
      `/reset-password/${secrets[2]}?from=mail`,
      `/api/v1/auth/getUser?token=${secrets[3]}`,
      `/email-confirmed?x=1&auth_token=${secrets[4]}`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    await t.app.inject({ method: 'POST', url: `/api/v1/auth/reset-password/${secrets[2]}`, payload: { newPassword: 'whatever-123' } });
    const log = t.log();
    expect(log).toContain('[redacted]');
    expect(log).toContain('"url":"/reset-password[redacted]"');
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
    // The mask keeps the shape readable.
    expect(maskUrl(`/reset-password${secrets[0]}`)).toBe('/reset-password[redacted]');
    expect(maskUrl(`/api/v1/auth/verify-email/${secrets[1]}?a=b`)).toBe('/api/v1/auth/verify-email/[redacted]?a=b');
    expect(maskUrl('/reset-password')).toBe('/reset-password');
  });

  it('a failing query logs its shape, never its parameter values (Drizzle params, pg details)', async () => {
    t = await buildLoggedTestApp();
    const secret = 'Zanzibar-secret-mood-4711';
    const email = `clash-${Date.now()}@example.com`;
    const app = t.app;
    app.get('/test-only/bad-uuid', async () => app.db.select().from(users).where(eq(users.id, secret)));
    app.get('/test-only/duplicate', async () => {
      const row = { name: 'Dup', email, passwordHash: 'x', mood: secret };
      await app.db.insert(users).values(row);
      return app.db.insert(users).values(row);
    });
    app.get('/test-only/raw', async () => app.db.execute(sql`select ${secret}::int`));
    for (const url of ['/test-only/bad-uuid', '/test-only/duplicate', '/test-only/raw']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      expect(res.body).not.toContain(secret);
    }
    // Logged directly too, as a module would.
    try {
      await app.db.select().from(users).where(and(eq(users.email, email), sql`${users.id} = ${secret}`));
    } catch (err) {
      app.log.error({ err }, 'direct');
      app.log.warn({ err: (err as Error).message }, 'as a message');
    }
    const log = t.log();
    expect(log).toContain('Failed query: select');
    expect(log).toContain('$1');
    expect(log).toContain('unhandled error');
    for (const value of [secret, email]) expect(log, value).not.toContain(value);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affirmations, aiUsage, chats, favoriteAffirmations, meditations, payments, refunds, safetyEvents, therapyMessages, therapyRecords, therapySessions } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/test-app';
import { PASSWORD, verifiedUser } from './helpers';

describe('export and delete account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function seed(userId: string, email: string) {
    const enc = (s: string) => t.app.cipher.encrypt(s);
    await t.app.db.insert(chats).values({ userId, userMessage: enc('hello bot'), sendTime: '10:00', aiResponse: enc('hello human'), responseTime: '10:01' });
    const [session] = await t.app.db.insert(therapySessions).values({ userId, mood: 'sad', therapyType: 'CBT Therapy', topic: 'Grief', language: 'English', limitSeconds: 90 }).returning();
    await t.app.db.insert(therapyMessages).values({ sessionId: session.id, userId, role: 'user', content: enc('I miss my dog') });
    await t.app.db.insert(therapyRecords).values({ userId, sessionId: session.id, feeling: 'sad', type: 'CBT Therapy', topic: 'Grief', sessionLength: '01:30', description: enc('You talked about loss.'), date: '2026-11-01', time: '10:00' });
    await t.app.db.insert(meditations).values({ userId, title: 'Calm breath', description: 'Breathe in slowly', duration: '10 minutes', type: 'Guided meditation' });
    await t.app.db.insert(affirmations).values({ userId, text: 'I am enough.' });
    await t.app.db.insert(favoriteAffirmations).values({ userId, text: 'I am enough.' });
    await t.app.db.insert(payments).values({ transactionId: `txn_${userId}`, email, userId, subType: 'basic', totalSessions: 5, appliedAt: new Date() });
    await t.app.db.insert(refunds).values({ email, purchaseDate: 'November 1, 2026', subType: 'basic', reason: enc('Changed my mind'), userId });
    await t.app.db.insert(safetyEvents).values({ userId, feature: 'chat', category: 'self-harm' });
    await t.app.db.insert(aiUsage).values({ userId, feature: 'chat', model: 'local', outcome: 'ok' });
  }

  it('exports every stored item of the user, decrypted, and needs auth', async () => {
    const u = await verifiedUser(t.app);
    await seed(u.userId, u.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/export' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/export', headers: u.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.account.email).toBe(u.email);
    expect(data.account.chats[0]).toEqual({ userMessage: { default: 'hello bot' }, sendTime: { default: '10:00' }, aiResponse: { default: 'hello human' }, responseTime: { default: '10:01' } });
    expect(data.account.therapy[0].description).toBe('You talked about loss.');
    expect(data.account.generatedMeditation[0].title).toBe('Calm breath');
    expect(data.account.generatedAffirmation).toEqual(['I am enough.']);
    expect(data.account.favoriteAffirmations).toEqual(['I am enough.']);
    expect(data.therapySessions[0].messages[0].content).toBe('I miss my dog');
    expect(data.payments[0].transactionId).toBe(`txn_${u.userId}`);
    expect(data.refunds[0].reason).toBe('Changed my mind');
    expect(data.safetyEvents).toHaveLength(1);
    expect(data.aiUsage).toHaveLength(1);
    expect(data.signIns.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('passwordHash');
    expect(JSON.stringify(data)).not.toContain('enc:v1:');
  });

  it('deletes the account only with the right password and leaves no row of the user', async () => {
    const u = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    await seed(u.userId, u.email);
    await seed(other.userId, other.email);
    const del = (password: unknown, headers: Record<string, string> = u.headers) => t.app.inject({ method: 'DELETE', url: '/api/v1/auth/account', payload: { password } as object, headers });
    const wrong = await del('not-my-password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('The password is incorrect.');
    expect((await del('')).statusCode).toBe(400);
    expect((await del(PASSWORD, {})).statusCode).toBe(401);
    expect((await del(PASSWORD)).statusCode).toBe(204);

    const tables = await t.app.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
    for (const { tablename } of (tables as unknown as { rows: { tablename: string }[] }).rows) {
      const cols = await t.app.db.execute<{ column_name: string }>(sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${tablename}`);
      const names = (cols as unknown as { rows: { column_name: string }[] }).rows.map((c) => c.column_name);
      const conds: string[] = [];
      if (names.includes('user_id')) conds.push(`user_id = '${u.userId}'`);
      if (tablename === 'users') conds.push(`id = '${u.userId}'`);
      for (const c of ['email', 'to']) if (names.includes(c)) conds.push(`lower("${c}") = '${u.email.toLowerCase()}'`);
      if (conds.length === 0) continue;
      const res = await t.app.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${tablename}" where ${conds.join(' or ')}`));
      expect((res as unknown as { rows: { n: number }[] }).rows[0].n, tablename).toBe(0);
    }
    // The token is gone too, and the other user is untouched.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: u.headers })).statusCode).toBe(401);
    const otherMe = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers: other.headers });
    expect(otherMe.json().user.chats).toHaveLength(1);
  });
});

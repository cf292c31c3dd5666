import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from '../support/fake-openai';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

// With the AI provider down, slow past the time-out, or answering garbage, every AI feature answers
// a readable error promptly and stores nothing half-written.

const TIMEOUT_MS = 600;
const medPrefs = { oftenMeditate: 'Daily', meditationGoals: { goal1: 'Mindfulness' }, preferredTime: 'Evening', medSessionLength: '5 minutes', preferredMeditationType: 'Body scan meditation' };

type Fault = 'down' | 'slow' | 'garbage';

async function garbageServer() {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html>%%% not an API answer \u0000\u0001 ]]}</html>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function counts(app: FastifyInstance) {
  const res = await app.db.execute(
    sql`select (select count(*) from chats)::int as chats, (select count(*) from meditations)::int as meditations, (select count(*) from affirmations)::int as affirmations, (select count(*) from therapy_records)::int as records, (select count(*) from therapy_messages)::int as messages`,
  );
  return (res as unknown as { rows: Record<string, number>[] }).rows[0];
}

describe.each<Fault>(['down', 'slow', 'garbage'])('AI provider %s', (fault) => {
  let t: TestApp;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    let baseUrl: string;
    if (fault === 'down') {
      // A port that was just free: nothing listens there.
      const s = http.createServer();
      await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
      baseUrl = `http://127.0.0.1:${(s.address() as AddressInfo).port}/v1`;
      await new Promise<void>((r) => s.close(() => r()));
      cleanup = async () => {};
    } else if (fault === 'slow') {
      const fake = await startFakeOpenAi({ latencyMs: 30_000 });
      baseUrl = fake.baseUrl;
      cleanup = () => fake.close();
    } else {
      const g = await garbageServer();
      baseUrl = g.url;
      cleanup = g.close;
    }
    t = await buildTestApp({ AI_PROVIDER: 'openai', AI_BASE_URL: baseUrl, AI_API_KEY: 'test-key', AI_TIMEOUT_MS: String(TIMEOUT_MS) });
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  /** The answer must come well before a hang would (the slow provider waits 30 s), even on a busy machine. */
  async function timed(p: Promise<{ statusCode: number; body: string }>) {
    const started = Date.now();
    const res = await p;
    const ms = Date.now() - started;
    expect(ms, `answered after ${ms} ms`).toBeLessThan(10_000);
    return res;
  }

  it('chat answers the spec error and stores no chat', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'god', totalSessions: 40 });
    const res = await timed(t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: 'Hello, rough week.' } }));
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(JSON.parse(res.body).error).toBe("Sorry, I'm having trouble responding. Please try again later.");
    expect((await counts(t.app)).chats).toBe(0);
  });

  it('meditation generation answers a readable error, stores nothing and keeps the free use', async () => {
    const { user, headers } = await createTestUser(t.app, {});
    const res = await timed(t.app.inject({ method: 'POST', url: '/api/v1/meditation/generate', headers, payload: { count: 3, preferences: medPrefs } }));
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(JSON.parse(res.body).error).toMatch(/\w/);
    expect((await counts(t.app)).meditations).toBe(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers });
    expect(me.json().user.isMeditation).toBe(false);
    expect(me.json().user._id).toBe(user.id);
  });

  it('affirmation generation answers a readable error and stores nothing', async () => {
    const { headers } = await createTestUser(t.app, {});
    const res = await timed(t.app.inject({ method: 'POST', url: '/api/v1/affirmation/generate', headers, payload: { preferences: { affirmationTheme: 'positivity', preferredAffirmation: 'detailed' } } }));
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(JSON.parse(res.body).error).toMatch(/\w/);
    expect((await counts(t.app)).affirmations).toBe(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers });
    expect(me.json().user.isAffirmation).toBe(false);
  });

  it('therapy start fails readably without charging or leaving an active session', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 3 });
    const res = await timed(t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers, payload: { mood: 'sad', therapyType: 'DBT Therapy', topic: 'Grief', language: 'English' } }));
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(JSON.parse(res.body).error).toMatch(/\w/);
    const active = await t.app.inject({ method: 'GET', url: '/api/v1/therapy/sessions/active', headers });
    expect([active.statusCode, active.json()]).toEqual([200, null]);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers });
    expect(me.json().user.totalSessions).toBe(3);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { chats, safetyEvents } from '../../src/db/schema';
import { CRISIS_REPLIES } from '../../src/modules/safety/data/replies';
import { detectCrisis } from '../../src/modules/safety/detector';
import { createModerationCheck, MODERATION_MODEL } from '../../src/modules/safety/moderation';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { OFFLINE_MISS } from '../support/offline-misses';

// The second, model-based crisis check (AI_MODERATION) through the official SDK against a real
// local HTTP server that speaks the OpenAI API, including servers that lack /v1/moderations.

// OFFLINE_MISS is a subtle message the offline layers let through: only the model can flag it.
const moderationCalls = (fake: FakeOpenAi) => fake.requests.filter((r) => r.path === '/v1/moderations');

describe('AI moderation as a second crisis check', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await buildTestApp(fake.env());
  });
  afterEach(() => {
    fake.moderation = () => [];
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('is on by default with the openai provider and off with the local one, AI_MODERATION overrides', () => {
    const base = { NODE_ENV: 'test' as const };
    expect(loadConfig({ ...base, AI_PROVIDER: 'openai' }).aiModeration).toBe(true);
    expect(loadConfig({ ...base, AI_PROVIDER: 'openai', AI_MODERATION: 'off' }).aiModeration).toBe(false);
    expect(loadConfig({ ...base, AI_PROVIDER: 'local', AI_MODERATION: 'on' }).aiModeration).toBe(false);
    expect(loadConfig({ ...base }).aiModeration).toBe(false);
    expect(() => loadConfig({ ...base, AI_MODERATION: 'maybe' })).toThrow(/AI_MODERATION/);
  });

  it('turns a message the rules miss into a crisis when the model flags self-harm intent', async () => {
    expect(detectCrisis(OFFLINE_MISS)).toBeNull();
    fake.moderation = (input) => (input === OFFLINE_MISS ? ['self-harm', 'self-harm/intent'] : []);
    const { user } = await createTestUser(t.app);
    const screened = await t.app.safety.screen({ text: OFFLINE_MISS, language: 'en', country: 'GB', feature: 'chat', userId: user.id });
    expect(screened.safety).toMatchObject({ crisis: true, category: 'suicide' });
    expect(screened.safety.helplines?.[0]?.phone).toBe('116 123');
    expect(screened.crisisReply).toBeTruthy();
    const [call] = moderationCalls(fake);
    expect(call?.body).toEqual({ model: MODERATION_MODEL, input: OFFLINE_MISS });
    const events = await t.app.db.select().from(safetyEvents).where(eq(safetyEvents.userId, user.id));
    expect(events.map((e) => ({ ...e, category: t.app.cipher.decrypt(e.category) }))).toMatchObject([{ category: 'suicide', source: 'moderation', feature: 'chat' }]);
  });

  it('maps violence to harm to others and leaves unflagged messages alone', async () => {
    // A message both offline layers pass (only the fake moderation model flags it), so the model is asked.
    fake.moderation = (input) => (input.includes('garage') ? ['violence'] : []);
    expect((await t.app.safety.screen({ text: 'the garage door is stuck again', feature: 'chat' })).safety).toMatchObject({ crisis: true, category: 'harm_to_others' });
    expect((await t.app.safety.screen({ text: 'I had a calm day at the park', feature: 'chat' })).safety).toEqual({ crisis: false });
    expect(moderationCalls(fake)).toHaveLength(2);
  });

  it('never asks the model when the rules already found a crisis', async () => {
    fake.latencyMs = 3000; // were the model asked, this turn would wait three seconds
    try {
      const started = Date.now();
      const screened = await t.app.safety.screen({ text: 'I want to kill myself', feature: 'chat' });
      expect(screened.safety).toMatchObject({ crisis: true, category: 'suicide' });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(moderationCalls(fake)).toHaveLength(0);
    } finally {
      fake.latencyMs = 0;
    }
  });

  it('a turn only moderation flags: the model ran beside the check, but its reply is never shown or stored', async () => {
    fake.moderation = () => ['self-harm/intent'];
    const { user, headers } = await createTestUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', payload: { message: OFFLINE_MISS }, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reply: CRISIS_REPLIES.en, stored: false, safety: { crisis: true, category: 'suicide' } });
    expect(res.json().safety.helplines.length).toBeGreaterThan(0);
    expect(await t.app.db.select().from(chats).where(eq(chats.userId, user.id))).toHaveLength(0);
    const events = await t.app.db.select().from(safetyEvents).where(eq(safetyEvents.userId, user.id));
    expect(events.map((e) => e.source)).toEqual(['moderation']);
  });

  it('a turn the offline layers flag makes no provider call at all', async () => {
    fake.moderation = () => ['self-harm/intent'];
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', payload: { message: 'I want to kill myself tonight' }, remoteAddress: '10.77.0.2' });
    expect(res.json().safety.crisis).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('AI moderation fallbacks', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => fake.close());

  const config = () => ({ aiModeration: true, AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'test-key' });
  const logger = () => {
    const warnings: string[] = [];
    return { warnings, log: { warn: (_: object, msg: string) => warnings.push(msg) } };
  };

  it('falls back to the rules when the server has no moderation endpoint (404), logs once and stops asking', async () => {
    fake.moderation = null;
    fake.requests.length = 0;
    const { warnings, log } = logger();
    const check = createModerationCheck(config(), log)!;
    expect(await check(OFFLINE_MISS)).toBeNull();
    expect(await check('another message')).toBeNull();
    expect(fake.requests.filter((r) => r.path === '/v1/moderations')).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('the whole app keeps working on a server without the endpoint', async () => {
    fake.moderation = null;
    const t = await buildTestApp(fake.env());
    try {
      expect((await t.app.safety.screen({ text: OFFLINE_MISS, feature: 'chat' })).safety).toEqual({ crisis: false });
      expect((await t.app.safety.screen({ text: 'nobody would notice if I vanished', feature: 'chat' })).safety).toMatchObject({ crisis: true });
    } finally {
      await t.close();
    }
  });

  it('gives up after a short time-out and on server errors, but keeps trying later', async () => {
    fake.moderation = () => ['self-harm/intent'];
    const { warnings, log } = logger();
    const check = createModerationCheck(config(), log, { timeoutMs: 300 })!;
    fake.hangNext();
    const started = Date.now();
    expect(await check(OFFLINE_MISS)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    fake.failNext(500);
    expect(await check(OFFLINE_MISS)).toBeNull();
    expect(await check(OFFLINE_MISS)).toBe('suicide');
    expect(warnings).toHaveLength(1);
  });

  it('is absent when AI_MODERATION is off', () => {
    expect(createModerationCheck({ ...config(), aiModeration: false }, logger().log)).toBeNull();
  });
});

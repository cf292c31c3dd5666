import { count, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { helplinesFor } from '@haven/core/safety';
import { loadConfig } from '../../src/config';
import { chats, safetyEvents } from '../../src/db/schema';
import { CRISIS_REPLIES } from '../../src/modules/safety/data/replies';
import {
  CONTEXT_CHARS,
  CONTEXT_TURNS,
  contextOf,
  createRiskAssessment,
  parseVerdict,
  RISK_ASSESSMENT_MARKER,
  RISK_ASSESSMENT_MAX_TOKENS,
  RISK_ASSESSMENT_TIMEOUT_MS,
} from '../../src/modules/safety/risk-assessment';
import { DEFAULT_FAKE_REPLY, NO_RISK, startFakeOpenAi, type AssessedTurn, type FakeOpenAi } from '../support/fake-openai';
import { buildLoggedTestApp } from '../support/log-capture';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { sendMessage, sseEvents, startSession } from '../therapy/helpers';
import { FRENCH_OFFLINE_MISS, OFFLINE_MISS, SPREAD_OVER_TWO_TURNS } from '../support/offline-misses';

// The third crisis layer (issue 13 point 3): the chat model's structured risk assessment, run
// beside moderation and beside the reply, against a real HTTP fake of the OpenAI API. The
// production code path is unchanged: the fake recognises the assessment by the marker in its
// system prompt and answers a scripted verdict.

// Words the offline layers let through (checked below): only the assessment can flag them.
const ONLY_THE_ASSESSMENT_SEES_IT = OFFLINE_MISS;
const FRENCH_ONLY_ASSESSMENT = FRENCH_OFFLINE_MISS;
// A risk spread over two turns: each alone is nothing the offline layers (or the conversation
// risk) call a crisis; the assessment sees them together.
const [EARLIER_SIGNAL, CURRENT_SIGNAL] = SPREAD_OVER_TWO_TURNS;
const ORDINARY = 'Work has been heavy this week and I feel drained.';

const verdict = (cls: string, severity: number) => JSON.stringify({ crisis: true, class: cls, severity });
const flagWhen = (test: (turn: AssessedTurn) => boolean, cls = 'intent', severity = 3) => (turn: AssessedTurn) => (test(turn) ? verdict(cls, severity) : NO_RISK);
const deltasOf = (body: string) =>
  sseEvents(body)
    .map((e) => (typeof e.delta === 'string' ? e.delta : ''))
    .join('');

function resetFake(fake: FakeOpenAi) {
  fake.assessment = NO_RISK;
  fake.assessmentLatencyMs = null;
  fake.assessmentStatus = 200;
  fake.assessmentHang = false;
  fake.assessmentJsonMode = true;
  fake.moderation = () => [];
  fake.latencyMs = 0;
  fake.chatReply = DEFAULT_FAKE_REPLY;
  fake.requests.length = 0;
}

describe('the risk assessment answer', () => {
  it('is read with zod: valid verdicts pass, anything else is null', () => {
    expect(parseVerdict('{"crisis":true,"class":"plan","severity":3}')).toEqual({ crisis: true, riskClass: 'plan', severity: 3 });
    expect(parseVerdict('{"crisis":false,"class":"none","severity":0}')).toEqual({ crisis: false, riskClass: null, severity: 0 });
    // Without JSON mode some servers wrap the object in prose or a code fence.
    expect(parseVerdict('```json\n{"crisis": true, "class": "Self_Harm", "severity": 2}\n```')).toEqual({ crisis: true, riskClass: 'self_harm', severity: 2 });
    for (const bad of [
      null,
      '',
      'I am sorry, I cannot help with that.',
      '{"crisis":true,"class":"plan"',
      '{"crisis":"yes","class":"plan","severity":3}',
      '{"crisis":true,"class":"sadness","severity":2}',
      '{"crisis":true,"class":"plan","severity":7}',
      '{"crisis":true,"class":"none","severity":2}', // contradicts itself
      '{"crisis":false,"class":"intent","severity":3}',
      '[1,2,3]',
    ])
      expect(parseVerdict(bad)).toBeNull();
  });

  it('sends at most the last few context turns, each clipped', () => {
    const turns = Array.from({ length: 9 }, (_, i) => ({ role: i % 2 ? ('assistant' as const) : ('user' as const), content: `turn ${i} ${'x'.repeat(i === 8 ? 1000 : 5)}` }));
    const sent = contextOf(turns);
    expect(sent).toHaveLength(CONTEXT_TURNS);
    expect(sent[0].text).toMatch(/^turn 5 /);
    expect(sent.at(-1)!.role).toBe('person');
    expect(sent.at(-1)!.text.length).toBe(CONTEXT_CHARS + 1);
  });

  it('is on by default with the openai provider, off with the local one and with AI_RISK_ASSESSMENT=false', () => {
    const base = { NODE_ENV: 'test' as const };
    expect(loadConfig({ ...base, AI_PROVIDER: 'openai' }).aiRiskAssessment).toBe(true);
    expect(loadConfig({ ...base, AI_API_KEY: 'k' }).aiRiskAssessment).toBe(true);
    expect(loadConfig({ ...base, AI_PROVIDER: 'openai', AI_RISK_ASSESSMENT: 'false' }).aiRiskAssessment).toBe(false);
    expect(loadConfig({ ...base, AI_PROVIDER: 'local' }).aiRiskAssessment).toBe(false);
    expect(loadConfig({ ...base, AI_PROVIDER: 'local', AI_RISK_ASSESSMENT: 'true' }).aiRiskAssessment).toBe(false);
    expect(loadConfig(base).aiRiskAssessment).toBe(false);
    expect(() => loadConfig({ ...base, AI_RISK_ASSESSMENT: 'maybe' })).toThrow(/AI_RISK_ASSESSMENT/);
    const log = { warn: () => {} };
    expect(createRiskAssessment(loadConfig({ ...base, AI_PROVIDER: 'local' }), log)).toBeNull();
  });
});

describe('the model risk assessment as a third crisis layer', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ latencyMs: 0, chunkDelayMs: 2, chunkWords: 3 });
    t = await buildTestApp(fake.env({ AI_TIMEOUT_MS: '1500' }));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => resetFake(fake));
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const chat = (headers: Record<string, string>, message: string) => t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message } });
  const chatStream = (headers: Record<string, string>, message: string) => t.app.inject({ method: 'POST', url: '/api/v1/ai/chat/stream', headers, payload: { message } });
  const storedChats = async (userId: string) => Number((await t.app.db.select({ n: count() }).from(chats).where(eq(chats.userId, userId)))[0].n);
  const sources = async (userId: string) => (await t.app.db.select().from(safetyEvents).where(eq(safetyEvents.userId, userId))).map((e) => e.source);

  it('the test messages pass the offline layers (so only the assessment can flag them)', () => {
    for (const text of [ONLY_THE_ASSESSMENT_SEES_IT, FRENCH_ONLY_ASSESSMENT, EARLIER_SIGNAL, CURRENT_SIGNAL, ORDINARY]) expect(t.app.safety.check(text).crisis, text).toBe(false);
  });

  it('asks the configured chat model once per turn, with the rubric, JSON mode, temperature 0 and a small budget', async () => {
    const { headers } = await createTestUser(t.app);
    const res = await chat(headers, ORDINARY);
    expect(res.json()).toMatchObject({ reply: DEFAULT_FAKE_REPLY, safety: { crisis: false }, stored: true });
    const [req] = fake.assessmentRequests();
    expect(fake.assessmentRequests()).toHaveLength(1);
    expect(req.body).toMatchObject({ model: 'gpt-4o-mini', temperature: 0, max_tokens: RISK_ASSESSMENT_MAX_TOKENS, response_format: { type: 'json_object' } });
    const [system, user] = req.body!.messages as { role: string; content: string }[];
    expect(system.role).toBe('system');
    expect(system.content).toContain(RISK_ASSESSMENT_MARKER);
    for (const cls of ['passive_wish', 'active_ideation', 'method', 'intent', 'plan', 'preparatory', 'attempt', 'self_harm', 'harm_to_others', 'abuse']) expect(system.content).toContain(cls);
    expect(system.content).toMatch(/kill a process/);
    expect(JSON.parse(user.content)).toEqual({ earlier_turns: [], current_turn: ORDINARY });
    // The reply request and moderation were made too (three calls, in parallel).
    expect(fake.chatRequests()).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/v1/moderations')).toHaveLength(1);
  });

  it('POST /ai/chat: a turn only the assessment flags gets the crisis reply and help lines; the model reply is never shown or stored', async () => {
    fake.assessment = flagWhen((turn) => turn.current === ONLY_THE_ASSESSMENT_SEES_IT, 'intent', 3);
    const { user, headers } = await createTestUser(t.app);
    const res = await chat(headers, ONLY_THE_ASSESSMENT_SEES_IT);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ reply: CRISIS_REPLIES.en, stored: false, safety: { crisis: true, category: 'suicide', riskClass: 'intent' } });
    expect(body.safety.helplines).toEqual(helplinesFor({ language: 'en' }));
    expect(res.body).not.toContain(DEFAULT_FAKE_REPLY.slice(0, 40));
    expect(fake.chatRequests()).toHaveLength(1); // the model did run beside the check
    expect(await storedChats(user.id)).toBe(0);
    expect(await sources(user.id)).toEqual(['assessment']);
    const [event] = await t.app.db.select().from(safetyEvents).where(eq(safetyEvents.userId, user.id));
    expect(t.app.cipher.decrypt(event.category)).toBe('suicide');
    expect(JSON.stringify(event)).not.toContain('peace');
  });

  it('maps the class to the API category and answers in the language the person wrote in', async () => {
    fake.assessment = flagWhen((turn) => turn.current === FRENCH_ONLY_ASSESSMENT, 'preparatory', 3);
    const { user, headers } = await createTestUser(t.app);
    const res = await chat(headers, FRENCH_ONLY_ASSESSMENT);
    expect(res.json()).toMatchObject({ reply: CRISIS_REPLIES.fr, safety: { crisis: true, category: 'suicide', riskClass: 'preparatory', helplines: helplinesFor({ language: 'fr' }) } });
    fake.assessment = flagWhen(() => true, 'harm_to_others', 3);
    const other = await chat(headers, ORDINARY);
    expect(other.json()).toMatchObject({ reply: CRISIS_REPLIES.en, safety: { crisis: true, category: 'harm_to_others', riskClass: 'harm_to_others' } });
    expect(await sources(user.id)).toEqual(['assessment', 'assessment']);
  });

  it('the chat stream: an assessment-only flag streams the crisis reply; the model text is never sent or stored', async () => {
    fake.assessment = flagWhen((turn) => turn.current === ONLY_THE_ASSESSMENT_SEES_IT, 'plan', 3);
    fake.assessmentLatencyMs = 150; // the model's first chunk is ready before the verdict: it must be held
    const { user, headers } = await createTestUser(t.app);
    const res = await chatStream(headers, ONLY_THE_ASSESSMENT_SEES_IT);
    expect(res.statusCode).toBe(200);
    expect(deltasOf(res.body)).toBe(CRISIS_REPLIES.en);
    expect(res.body).not.toContain('sounds like');
    expect(sseEvents(res.body).at(-1)).toMatchObject({ done: true, stored: false, safety: { crisis: true, category: 'suicide', riskClass: 'plan' } });
    expect(await storedChats(user.id)).toBe(0);
    expect(await sources(user.id)).toEqual(['assessment']);
  });

  it('a therapy message stream: an assessment-only flag streams the crisis reply, stored in place of the model reply', async () => {
    fake.assessment = flagWhen((turn) => turn.current === ONLY_THE_ASSESSMENT_SEES_IT, 'intent', 3);
    const { user, headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const { sessionId } = await startSession(t.app, headers);
    const res = await sendMessage(t.app, headers, sessionId, ONLY_THE_ASSESSMENT_SEES_IT);
    expect(res.statusCode).toBe(200);
    expect(deltasOf(res.body)).toBe(CRISIS_REPLIES.en);
    const last = sseEvents(res.body).at(-1) as { safety: { helplines: unknown[] } };
    expect(last).toMatchObject({ done: true, safety: { crisis: true, category: 'suicide', riskClass: 'intent' } });
    expect(last.safety.helplines).toEqual(helplinesFor({ language: 'en' }));
    const active = (await t.app.inject({ method: 'GET', url: '/api/v1/therapy/sessions/active', headers })).json();
    expect(active.messages.at(-1)).toMatchObject({ role: 'assistant', content: CRISIS_REPLIES.en });
    // The greeting, the person's turn and the crisis reply: the model's reply to this turn is nowhere.
    expect(active.messages.map((m: { role: string }) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(await sources(user.id)).toEqual(['assessment']);
  });

  it('chat: the earlier turns are sent, so a risk spread over turns is caught (and the same turn alone is not)', async () => {
    fake.assessment = flagWhen((turn) => turn.current === CURRENT_SIGNAL && turn.earlier.some((e) => e.role === 'person' && e.text === EARLIER_SIGNAL), 'preparatory', 3);
    const { user, headers } = await createTestUser(t.app);
    expect((await chat(headers, 'The weather was grey again today.')).json().safety.crisis).toBe(false);
    expect((await chat(headers, EARLIER_SIGNAL)).json().safety.crisis).toBe(false);
    const res = await chat(headers, CURRENT_SIGNAL);
    expect(res.json()).toMatchObject({ reply: CRISIS_REPLIES.en, safety: { crisis: true, riskClass: 'preparatory' }, stored: false });
    const sent = JSON.parse((fake.assessmentRequests().at(-1)!.body!.messages as { content: string }[])[1].content) as { earlier_turns: { role: string; text: string }[]; current_turn: string };
    expect(sent.current_turn).toBe(CURRENT_SIGNAL);
    // The last CONTEXT_TURNS messages of the stored history, oldest first, the current turn not among them.
    expect(sent.earlier_turns).toEqual([
      { role: 'person', text: 'The weather was grey again today.' },
      { role: 'assistant', text: DEFAULT_FAKE_REPLY },
      { role: 'person', text: EARLIER_SIGNAL },
      { role: 'assistant', text: DEFAULT_FAKE_REPLY },
    ]);
    expect(await sources(user.id)).toEqual(['assessment']);

    // A new person, the same last turn without the earlier one: no crisis.
    const other = await createTestUser(t.app);
    expect((await chat(other.headers, CURRENT_SIGNAL)).json()).toMatchObject({ reply: DEFAULT_FAKE_REPLY, safety: { crisis: false } });
  });

  it('therapy: the session so far (greeting included, the current turn excluded) is the context', async () => {
    fake.assessment = flagWhen((turn) => turn.current === CURRENT_SIGNAL && turn.earlier.some((e) => e.text === EARLIER_SIGNAL), 'preparatory', 3);
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const { sessionId, greeting } = await startSession(t.app, headers);
    expect(sseEvents((await sendMessage(t.app, headers, sessionId, EARLIER_SIGNAL)).body).at(-1)).toMatchObject({ safety: { crisis: false } });
    const res = await sendMessage(t.app, headers, sessionId, CURRENT_SIGNAL);
    expect(deltasOf(res.body)).toBe(CRISIS_REPLIES.en);
    const sent = JSON.parse((fake.assessmentRequests().at(-1)!.body!.messages as { content: string }[])[1].content) as { earlier_turns: { role: string; text: string }[] };
    expect(sent.earlier_turns).toEqual([
      { role: 'assistant', text: greeting },
      { role: 'person', text: EARLIER_SIGNAL },
      { role: 'assistant', text: DEFAULT_FAKE_REPLY },
    ]);
  });

  it('an offline hit spends no provider call at all: no reply, no moderation, no assessment', async () => {
    fake.assessment = flagWhen(() => true);
    const { user, headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const { sessionId } = await startSession(t.app, headers);
    fake.requests.length = 0;
    expect((await chat(headers, 'I want to kill myself tonight')).json().safety.crisis).toBe(true);
    expect(sseEvents((await chatStream(headers, 'I took the whole bottle of pills an hour ago')).body).at(-1)).toMatchObject({ safety: { crisis: true } });
    expect(sseEvents((await sendMessage(t.app, headers, sessionId, 'I want to end my life tonight')).body).at(-1)).toMatchObject({ safety: { crisis: true } });
    expect(fake.requests).toHaveLength(0);
    expect(await sources(user.id)).not.toContain('assessment');
  });

  for (const [name, trouble] of [
    ['a time-out', (f: FakeOpenAi) => (f.assessmentHang = true)],
    ['a 500', (f: FakeOpenAi) => (f.assessmentStatus = 500)],
    ['an answer that is not JSON', (f: FakeOpenAi) => (f.assessment = 'Sure! Here is my assessment: the person seems fine.')],
    ['JSON of the wrong shape', (f: FakeOpenAi) => (f.assessment = '{"risk":"high","score":0.9}')],
  ] as const)
    it(`${name}: the reply is shown normally, no 500, within the time-out`, async () => {
      trouble(fake);
      const { user, headers } = await createTestUser(t.app);
      const started = Date.now();
      const res = await chat(headers, ORDINARY);
      const took = Date.now() - started;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ reply: DEFAULT_FAKE_REPLY, safety: { crisis: false }, stored: true });
      expect(fake.assessmentRequests()).toHaveLength(1); // asked once: no retries
      expect(took).toBeLessThan(1500 + 1500); // the assessment's time-out here is 1.5 s (AI_TIMEOUT_MS)
      const stream = await chatStream(headers, ORDINARY);
      expect(deltasOf(stream.body)).toBe(DEFAULT_FAKE_REPLY);
      expect(await sources(user.id)).toEqual([]);
    });

  it('a server without JSON mode: asked again once without response_format, and from then on', async () => {
    fake.assessmentJsonMode = false;
    fake.assessment = flagWhen((turn) => turn.current === ONLY_THE_ASSESSMENT_SEES_IT, 'intent', 3);
    const { headers } = await createTestUser(t.app);
    expect((await chat(headers, ONLY_THE_ASSESSMENT_SEES_IT)).json()).toMatchObject({ reply: CRISIS_REPLIES.en, safety: { crisis: true } });
    expect(fake.assessmentRequests().map((r) => Boolean(r.body!.response_format))).toEqual([true, false]);
    expect((await chat(headers, ORDINARY)).json()).toMatchObject({ reply: DEFAULT_FAKE_REPLY });
    expect(fake.assessmentRequests().map((r) => Boolean(r.body!.response_format))).toEqual([true, false, false]);
  });

  it('the first token waits for the slower of reply and assessment, not their sum (they run in parallel)', async () => {
    const { headers } = await createTestUser(t.app);
    const ASSESS_MS = 1200;
    const MODEL_MS = 700;
    fake.latencyMs = MODEL_MS; // the model's reply (and moderation) start after this
    fake.assessmentLatencyMs = ASSESS_MS;
    const streamsBefore = fake.sentChunks.length;
    const started = Date.now();
    const res = await fetch(`${base}/api/v1/ai/chat/stream`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ message: ORDINARY }) });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let firstDeltaAt = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (!firstDeltaAt && text.includes('"delta"')) firstDeltaAt = Date.now();
    }
    expect(deltasOf(text)).toBe(DEFAULT_FAKE_REPLY);
    const [assessment] = fake.assessmentRequests();
    const [reply] = fake.chatRequests();
    const verdictAt = assessment.at + ASSESS_MS;
    // Both requests were out before either answered: the model did not wait for the assessment.
    expect(reply.at).toBeLessThan(verdictAt);
    expect(Math.abs(reply.at - assessment.at)).toBeLessThan(MODEL_MS);
    // The model's first chunk was written before the verdict, but the client saw none before it.
    expect(fake.sentChunks[streamsBefore][0]).toBeLessThan(verdictAt);
    expect(firstDeltaAt).toBeGreaterThanOrEqual(verdictAt);
    // Not the sum of the two waits.
    expect(firstDeltaAt - started).toBeLessThan(ASSESS_MS + MODEL_MS);
  });

  it('a flag from moderation does not wait for the assessment', async () => {
    fake.moderation = (input) => (input === ONLY_THE_ASSESSMENT_SEES_IT ? ['self-harm/intent'] : []);
    fake.assessmentHang = true;
    const { user, headers } = await createTestUser(t.app);
    const started = Date.now();
    expect((await chat(headers, ONLY_THE_ASSESSMENT_SEES_IT)).json()).toMatchObject({ reply: CRISIS_REPLIES.en, safety: { crisis: true } });
    expect(Date.now() - started).toBeLessThan(1400);
    expect(await sources(user.id)).toEqual(['moderation']);
  });
});

describe('the risk assessment switched off, and the default time-out', () => {
  it('AI_RISK_ASSESSMENT=false: no assessment request, moderation and reply as before', async () => {
    const fake = await startFakeOpenAi();
    const t = await buildTestApp(fake.env({ AI_RISK_ASSESSMENT: 'false' }));
    try {
      const { headers } = await createTestUser(t.app);
      fake.assessment = flagWhen(() => true);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: ONLY_THE_ASSESSMENT_SEES_IT } })).json()).toMatchObject({ reply: DEFAULT_FAKE_REPLY, safety: { crisis: false } });
      expect(fake.assessmentRequests()).toHaveLength(0);
      expect(fake.requests.map((r) => r.path).sort()).toEqual(['/v1/chat/completions', '/v1/moderations']);
    } finally {
      await t.close();
      await fake.close();
    }
  });

  it('the local provider: no provider check at all', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.config.aiRiskAssessment).toBe(false);
      expect(await t.app.safety.screenProvider({ text: ONLY_THE_ASSESSMENT_SEES_IT, feature: 'chat', context: [] })).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('AI_RISK_MODEL picks the model; the time-out is 4 s at most', async () => {
    const fake = await startFakeOpenAi();
    try {
      expect(RISK_ASSESSMENT_TIMEOUT_MS).toBe(4000);
      const config = loadConfig({ NODE_ENV: 'test', ...fake.env({ AI_RISK_MODEL: 'small-safety-model' }) });
      const assess = createRiskAssessment(config, { warn: () => {} })!;
      expect(await assess({ text: ORDINARY, context: Promise.resolve([{ role: 'user', content: 'hello' }]) })).toEqual({ crisis: false, riskClass: null, severity: 0 });
      expect(fake.assessmentRequests()[0].body).toMatchObject({ model: 'small-safety-model' });
      // A context that never arrives is bounded by the same time-out.
      const slow = createRiskAssessment(config, { warn: () => {} }, { timeoutMs: 300 })!;
      const started = Date.now();
      expect(await slow({ text: ORDINARY, context: new Promise(() => {}) })).toBeNull();
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await fake.close();
    }
  });

  it('logs the kind of failure, never what the person wrote', async () => {
    const fake = await startFakeOpenAi();
    const t = await buildLoggedTestApp(fake.env());
    try {
      const { headers } = await createTestUser(t.app);
      const secret = 'zebra-lantern private words about my week';
      fake.assessmentStatus = 500;
      await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: secret } });
      fake.assessmentStatus = 200;
      fake.assessment = `not json, echoing: ${secret}`;
      await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: secret } });
      fake.assessment = flagWhen(() => true);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: secret } })).json().safety.crisis).toBe(true);
      const log = t.log();
      expect(log).toContain('risk assessment failed');
      expect(log).toContain('risk assessment answer unusable');
      expect(log).not.toContain('zebra-lantern');
    } finally {
      await t.close();
      await fake.close();
    }
  });
});

// app.ai end to end inside the app: local provider by default, usage rows, the safety layer's
// output check on both providers, offline speech and the stt_unavailable answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiError } from '../../src/ai/gateway';
import { aiUsage } from '../../src/db/schema';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

const context = { mood: 'anxious', therapyType: 'DBT Therapy', topic: 'Anxiety', language: 'Spanish' };

describe('app.ai with the local provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('is the default provider and records one usage row per call, without text', async () => {
    const { user } = await createTestUser(t.app);
    const caller = { userId: user.id };
    const reply = await t.app.ai.chatReply({ caller, message: 'I keep worrying about my exams', history: [] });
    expect(reply.length).toBeGreaterThanOrEqual(300);
    let streamed = '';
    for await (const c of t.app.ai.therapyReplyStream({
      caller,
      context,
      turns: [{ role: 'user', content: 'Me preocupa todo el tiempo' }],
    }))
      streamed += c;
    expect(streamed).toMatch(/[?]$/);
    const rows = await t.app.db.select().from(aiUsage);
    expect(rows.map((r) => r.feature).sort()).toEqual(['chat', 'therapy_reply']);
    for (const r of rows) {
      expect(r).toMatchObject({ userId: user.id, model: 'haven-local-1', outcome: 'ok' });
      expect(r.tokensOut).toBeGreaterThan(0);
      expect(JSON.stringify(r)).not.toContain('exams');
    }
  });

  it('returns the same therapy reply for the same conversation', async () => {
    const turns = [{ role: 'user' as const, content: 'Siento que nadie me escucha' }];
    const once = async () => {
      let s = '';
      for await (const c of t.app.ai.therapyReplyStream({ caller: { visitorId: 'v' }, context, turns })) s += c;
      return s;
    };
    expect(await once()).toBe(await once());
  });

  it('varies meditation sets between calls unless a seed is given', async () => {
    const preferences = {
      oftenMeditate: 'Weekly',
      meditationGoals: ['Mindfulness'],
      preferredTime: 'Afternoon',
      medSessionLength: '5 minutes',
      preferredMeditationType: 'Breathing exercises',
    };
    const caller = { visitorId: 'v' };
    const seeded = await t.app.ai.meditations({ caller, preferences, count: 3, seed: 5 });
    expect(await t.app.ai.meditations({ caller, preferences, count: 3, seed: 5 })).toEqual(seeded);
    const avoid = seeded.map((m) => m.title);
    const next = await t.app.ai.meditations({ caller, preferences, count: 1, avoidTitles: avoid });
    expect(avoid).not.toContain(next[0].title);
  });

  it('speaks WAV with espeak-ng in the session language', async () => {
    const { contentType, body } = await t.app.ai.speech({ caller: { visitorId: 'v' }, text: 'Respira despacio.', language: 'Spanish' });
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(c as Buffer);
    const wav = Buffer.concat(chunks);
    expect(contentType).toBe('audio/wav');
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.length).toBeGreaterThan(5000);
  });

  it('reports stt_unavailable without a transcription endpoint', async () => {
    const err = await t.app.ai
      .transcribe({ caller: { visitorId: 'v' }, audio: Buffer.from('x'), mimeType: 'audio/webm' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err).toMatchObject({ code: 'stt_unavailable', message: 'Speech recognition is not configured.' });
  });
});

describe('app.ai output check (safety layer)', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  const claim = 'As a licensed therapist and a real person, I can tell you that this will pass soon enough.';
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await buildTestApp(fake.env());
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('replaces a reply that claims to be human or licensed', async () => {
    fake.chatReply = claim;
    const reply = await t.app.ai.chatReply({ caller: { visitorId: 'v' }, message: 'are you real?', history: [] });
    expect(reply).not.toContain('licensed therapist and a real person');
    expect(reply).toBe(t.app.safety.checkOutput(claim, 'English'));
  });

  it('cuts a streamed reply off once it turns into such a claim', async () => {
    fake.chatReply = claim;
    const chunks: string[] = [];
    for await (const c of t.app.ai.therapyReplyStream({
      caller: { visitorId: 'v' },
      context: { ...context, language: 'English' },
      turns: [{ role: 'user', content: 'are you a real therapist?' }],
    }))
      chunks.push(c);
    const text = chunks.join('');
    expect(text).toContain(t.app.safety.checkOutput(claim, 'English'));
    expect(text).not.toContain('this will pass soon enough');
    const row = (await t.app.db.select().from(aiUsage)).find((r) => r.feature === 'therapy_reply');
    expect(row?.outcome).toBe('replaced');
  });
});

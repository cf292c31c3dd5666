// The `openai` provider through the real SDK against a real local HTTP server (fake-openai.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiUsage } from '../../src/db/schema';
import { AiError } from '../../src/ai/gateway';
import { startFakeOpenAi, type FakeOpenAi, DEFAULT_FAKE_REPLY } from '../support/fake-openai';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

const TIMEOUT_MS = 600;
const context = {
  mood: 'stressed',
  therapyType: 'CBT Therapy',
  topic: 'Work stress',
  language: 'French',
  previousSummary: 'You talked about deadlines.',
};
const prefs = {
  oftenMeditate: 'Daily',
  meditationGoals: ['Stress relief'],
  preferredTime: 'Morning',
  medSessionLength: '10 minutes',
  preferredMeditationType: 'Guided meditation',
};

let fake: FakeOpenAi;
let t: TestApp;
const visitor = { visitorId: 'visitor-openai-test' };

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await buildTestApp(fake.env({ AI_TIMEOUT_MS: String(TIMEOUT_MS) }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.chatReply = DEFAULT_FAKE_REPLY;
  fake.latencyMs = 0;
  fake.chunkDelayMs = 0;
});

async function usageRows() {
  return t.app.db.select().from(aiUsage);
}

async function caught(p: Promise<unknown>): Promise<AiError> {
  try {
    await p;
  } catch (err) {
    return err as AiError;
  }
  throw new Error('expected an AiError');
}

describe('openai provider', () => {
  it('answers a chat reply with the spec budget and records usage without text', async () => {
    const { user } = await createTestUser(t.app);
    const reply = await t.app.ai.chatReply({
      caller: { userId: user.id },
      message: 'I feel stuck',
      history: [
        { role: 'user', content: 'hello' },
        { role: 'assistant', content: 'hi' },
      ],
    });
    expect(reply).toBe(DEFAULT_FAKE_REPLY);
    const [req] = fake.chatRequests();
    expect(req.headers.authorization).toBe('Bearer test-key');
    expect(req.body).toMatchObject({ model: 'gpt-4o-mini', max_tokens: 200 });
    const messages = req.body!.messages as { role: string; content: string }[];
    expect(messages[0].role).toBe('system');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'I feel stuck' });
    const rows = (await usageRows()).filter((r) => r.userId === user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ feature: 'chat', model: 'gpt-4o-mini', outcome: 'ok' });
    expect(rows[0].tokensIn).toBeGreaterThan(0);
    expect(rows[0].tokensOut).toBe(Math.ceil(DEFAULT_FAKE_REPLY.length / 4));
    expect(JSON.stringify(rows[0])).not.toContain('stuck');
  });

  it('streams therapy replies chunk by chunk with 80 tokens, temperature 0.7 and the session frame', async () => {
    fake.chunkDelayMs = 15;
    const chunks: { text: string; at: number }[] = [];
    for await (const text of t.app.ai.therapyReplyStream({
      caller: visitor,
      context,
      turns: [{ role: 'user', content: 'My boss yells at me' }],
    })) {
      chunks.push({ text, at: Date.now() });
    }
    expect(chunks.length).toBe(DEFAULT_FAKE_REPLY.split(' ').length);
    expect(chunks.map((c) => c.text).join('')).toBe(DEFAULT_FAKE_REPLY);
    // Chunks arrived spread over time, not all at once at the end.
    expect(chunks.at(-1)!.at - chunks[0].at).toBeGreaterThan(15 * (chunks.length - 1) * 0.6);
    const body = fake.chatRequests()[0].body!;
    expect(body).toMatchObject({ stream: true, max_tokens: 80, temperature: 0.7, stream_options: { include_usage: true } });
    const system = (body.messages as { content: string }[])[0].content;
    for (const part of ['CBT Therapy', 'Work stress', 'French', 'You talked about deadlines.', 'stressed']) expect(system).toContain(part);
    const row = (await usageRows()).find((r) => r.feature === 'therapy_reply' && r.visitorId === visitor.visitorId);
    expect(row).toMatchObject({ outcome: 'ok', model: 'gpt-4o-mini' });
    expect(row!.tokensOut).toBeGreaterThan(0);
  });

  it('uses JSON mode for meditations, flattens objects, drops invalid items and applies defaults', async () => {
    fake.jsonReply = JSON.stringify({
      meditations: [
        { title: 'Morning Reset', description: { step1: 'Sit down.', step2: 'Breathe slowly.' }, time: 'Morning' },
        { title: '', description: 'no title' },
        { title: 'No description' },
        { title: ['Evening', 'Calm'], description: ['Lie down.', 'Relax your jaw.'], duration: '15 minutes', type: 'Body scan meditation' },
      ],
    });
    const list = await t.app.ai.meditations({ caller: visitor, preferences: prefs, count: 3 });
    expect(list).toEqual([
      {
        title: 'Morning Reset',
        description: 'Sit down.\nBreathe slowly.',
        time: 'Morning',
        duration: '10 minutes',
        type: 'Guided meditation',
      },
      { title: 'Evening Calm', description: 'Lie down.\nRelax your jaw.', time: '', duration: '15 minutes', type: 'Body scan meditation' },
    ]);
    const body = fake.chatRequests()[0].body!;
    expect(body).toMatchObject({ max_tokens: 1000, response_format: { type: 'json_object' } });
    expect(JSON.stringify(body.messages)).toContain('Stress relief');
  });

  it('rejects a malformed JSON reply with invalid_output and records it', async () => {
    fake.jsonReply = '{"meditations": [ {"title": "cut off';
    const err = await caught(t.app.ai.meditations({ caller: { visitorId: 'malformed' }, preferences: prefs, count: 3 }));
    expect(err).toBeInstanceOf(AiError);
    expect(err.code).toBe('invalid_output');
    expect(err.message).toBe('Invalid response from AI service');
    const row = (await usageRows()).find((r) => r.visitorId === 'malformed');
    expect(row?.outcome).toBe('invalid_output');
  });

  it('says No valid meditations generated when none survive validation', async () => {
    fake.jsonReply = JSON.stringify({ meditations: [{ title: 'Only a title' }, { description: 'Only a description' }] });
    const err = await caught(t.app.ai.meditations({ caller: visitor, preferences: prefs, count: 3 }));
    expect(err.code).toBe('no_valid_output');
    expect(err.message).toBe('No valid meditations generated');
  });

  it('returns four flattened affirmations in JSON mode', async () => {
    fake.jsonReply = JSON.stringify({ affirmations: ['I am calm.', { text: 'I am strong.' }, 'I am kind.', 'I rest well.', 'extra'] });
    expect(await t.app.ai.affirmations({ caller: visitor, theme: 'relaxation', style: 'short' })).toEqual([
      'I am calm.',
      'I am strong.',
      'I am kind.',
      'I rest well.',
    ]);
    expect(fake.chatRequests()[0].body).toMatchObject({ response_format: { type: 'json_object' } });
  });

  it('retries once after a 500 and succeeds', async () => {
    fake.failNext(500);
    const reply = await t.app.ai.therapyGreeting({ caller: visitor, context });
    expect(reply).toBe(DEFAULT_FAKE_REPLY);
    expect(fake.chatRequests()).toHaveLength(2);
    expect(fake.chatRequests()[1].body).toMatchObject({ max_tokens: 70 });
  });

  it('retries a stream once after a 503 before any chunk is sent', async () => {
    fake.failNext(503);
    let text = '';
    for await (const c of t.app.ai.therapyReplyStream({ caller: visitor, context, turns: [{ role: 'user', content: 'hi there friend' }] }))
      text += c;
    expect(text).toBe(DEFAULT_FAKE_REPLY);
    expect(fake.chatRequests()).toHaveLength(2);
  });

  it('gives up after exactly one retry on repeated 429 and reports the status', async () => {
    fake.failNext(429, { times: 2, retryAfter: 0 });
    const err = await caught(t.app.ai.chatReply({ caller: { visitorId: 'rate-limited' }, message: 'hello there', history: [] }));
    expect(err.code).toBe('provider');
    expect(err.status).toBe(429);
    expect(fake.chatRequests()).toHaveLength(2);
    expect((await usageRows()).find((r) => r.visitorId === 'rate-limited')?.outcome).toBe('provider_error');
  });

  it('recovers from one 429 with Retry-After', async () => {
    fake.failNext(429, { retryAfter: 0 });
    expect(await t.app.ai.chatReply({ caller: visitor, message: 'hello there', history: [] })).toBe(DEFAULT_FAKE_REPLY);
    expect(fake.chatRequests()).toHaveLength(2);
  });

  it('does not retry a 400', async () => {
    fake.failNext(400);
    const err = await caught(t.app.ai.chatReply({ caller: visitor, message: 'hello there', history: [] }));
    expect(err.status).toBe(400);
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it('times out a silent provider instead of hanging', async () => {
    fake.hangNext();
    const started = Date.now();
    const err = await caught(t.app.ai.therapySummary({ caller: { visitorId: 'silent' }, context, turns: [] }));
    const elapsed = Date.now() - started;
    expect(err.code).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS * 3);
    expect(fake.chatRequests()).toHaveLength(1);
    expect((await usageRows()).find((r) => r.visitorId === 'silent')?.outcome).toBe('timeout');
  });

  it('times out a stream that stalls between chunks', async () => {
    fake.chunkDelayMs = TIMEOUT_MS * 2;
    const got: string[] = [];
    const err = await caught(
      (async () => {
        for await (const c of t.app.ai.therapyReplyStream({
          caller: visitor,
          context,
          turns: [{ role: 'user', content: 'hello again friend' }],
        }))
          got.push(c);
      })(),
    );
    expect(err.code).toBe('timeout');
    expect(got.length).toBe(1);
  });

  it('speaks WAV with voice sage, wav format and speed 1', async () => {
    const { contentType, body } = await t.app.ai.speech({ caller: visitor, text: 'Take a slow breath.' });
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(c as Buffer);
    const wav = Buffer.concat(chunks);
    expect(contentType).toBe('audio/wav');
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.subarray(8, 12).toString()).toBe('WAVE');
    const req = fake.requests.find((r) => r.path === '/v1/audio/speech')!;
    expect(req.body).toEqual({ model: 'gpt-4o-mini-tts', voice: 'sage', input: 'Take a slow breath.', response_format: 'wav', speed: 1 });
  });

  it('transcribes a webm upload with the configured model and language code', async () => {
    const text = await t.app.ai.transcribe({
      caller: visitor,
      audio: Buffer.from('fake-webm-bytes'),
      mimeType: 'audio/webm;codecs=opus',
      language: 'French',
    });
    expect(text).toBe(fake.transcript);
    const req = fake.requests.find((r) => r.path === '/v1/audio/transcriptions')!;
    expect(req.form).toMatchObject({
      model: 'gpt-4o-mini-transcribe',
      language: 'fr',
      file: { name: 'speech.webm', type: 'audio/webm', size: 15 },
    });
  });
});

describe('local provider with AI_STT_BASE_URL', () => {
  it('transcribes through the OpenAI-compatible endpoint and still composes text offline', async () => {
    const local = await buildTestApp({ AI_PROVIDER: 'local', AI_STT_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: String(TIMEOUT_MS) });
    try {
      fake.requests.length = 0;
      expect(await local.app.ai.transcribe({ caller: visitor, audio: Buffer.from('webm'), mimeType: 'audio/webm' })).toBe(fake.transcript);
      await local.app.ai.chatReply({ caller: visitor, message: 'I feel a bit lost lately', history: [] });
      expect(fake.chatRequests()).toHaveLength(0);
    } finally {
      await local.close();
    }
  });
});

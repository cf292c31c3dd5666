import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TIME_OVER, THERAPY_GRACE_SECONDS } from '@haven/core';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { sendMessage, sseEvents, startSession } from '../therapy/helpers';
import { readWavHeader } from './wav-header';

// speech.webm: "I have been feeling stressed at work lately." spoken by espeak-ng and encoded by
// ffmpeg as webm/opus, 16 kHz mono, 32 kbps (what the browser's MediaRecorder sends).
const WEBM = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/speech.webm'));
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

function upload(t: TestApp, sessionId: string, headers: Record<string, string>, body: Buffer, contentType = 'audio/webm;codecs=opus') {
  return t.app.inject({ method: 'POST', url: `/api/v1/voice/transcribe?sessionId=${sessionId}`, headers: { ...headers, 'content-type': contentType }, payload: body });
}

describe('voice transcription with an OpenAI-compatible provider', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // The local engine answers chat; transcription goes to the fake over real HTTP.
    t = await buildTestApp({ AI_STT_BASE_URL: fake.baseUrl });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('forwards a real webm/opus recording to the provider with the transcription model and returns its transcript', async () => {
    expect(WEBM.subarray(0, 4).equals(EBML_MAGIC)).toBe(true);
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const { sessionId } = await startSession(t.app, headers);
    fake.transcript = 'I have been feeling stressed at work lately.';
    const before = fake.requests.length;

    const res = await upload(t, sessionId, headers, WEBM);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ text: 'I have been feeling stressed at work lately.' });

    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].path).toBe('/v1/audio/transcriptions');
    expect(sent[0].form?.model).toBe('gpt-4o-mini-transcribe');
    expect(sent[0].form?.language).toBe('en');
    expect(sent[0].form?.file).toEqual({ name: 'speech.webm', type: 'audio/webm', size: WEBM.length });
  });

  it('refuses uploads over 1 MB with a clear 413, and non-audio bodies with 415', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const { sessionId } = await startSession(t.app, headers);
    const before = fake.requests.length;

    const big = await upload(t, sessionId, headers, Buffer.concat([WEBM, Buffer.alloc(1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('The recording is too large.');

    const json = await t.app.inject({ method: 'POST', url: `/api/v1/voice/transcribe?sessionId=${sessionId}`, headers, payload: { text: 'hi' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toMatch(/audio/);
    const octets = await upload(t, sessionId, headers, WEBM, 'application/octet-stream');
    expect(octets.statusCode).toBe(415);
    const video = await upload(t, sessionId, headers, WEBM, 'video/webm');
    expect(video.statusCode).toBe(415);

    // 44 bytes or less is a header without sound; the provider is never called for it.
    const tiny = await upload(t, sessionId, headers, WEBM.subarray(0, 44));
    expect(tiny.statusCode).toBe(400);
    expect(fake.requests.length).toBe(before);
  });

  it('checks the session id, the caller and premium membership', async () => {
    const owner = await createTestUser(t.app, { subType: 'advance', totalSessions: 10 });
    const { sessionId } = await startSession(t.app, owner.headers);

    const anonymous = await upload(t, sessionId, {}, WEBM);
    expect(anonymous.statusCode).toBe(401);

    const bad = await upload(t, 'not-a-uuid', owner.headers, WEBM);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/sessionId/);

    const other = await createTestUser(t.app, { subType: 'god', totalSessions: 40 });
    const stranger = await upload(t, sessionId, other.headers, WEBM);
    expect(stranger.statusCode).toBe(403);

    const missing = await upload(t, '00000000-0000-4000-8000-000000000000', owner.headers, WEBM);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses voice to a free user, even in their own therapy session', async () => {
    const free = await createTestUser(t.app, { subType: 'free' });
    const { sessionId } = await startSession(t.app, free.headers);
    const before = fake.requests.length;
    const res = await upload(t, sessionId, free.headers, WEBM);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Voice mode is for premium members.');
    expect(fake.requests.length).toBe(before);
  });

  it('refuses audio for a session that was ended, or whose time ran out on the server clock', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const first = await startSession(t.app, headers);
    const end = await t.app.inject({ method: 'POST', url: `/api/v1/therapy/sessions/${first.sessionId}/end`, headers, payload: { summarize: false } });
    expect(end.statusCode, end.body).toBe(200);
    const ended = await upload(t, first.sessionId, headers, WEBM);
    expect(ended.statusCode).toBe(409);

    const second = await startSession(t.app, headers);
    expect((await upload(t, second.sessionId, headers, WEBM)).statusCode).toBe(200);
    t.app.clock.advance((second.limitSeconds + THERAPY_GRACE_SECONDS + 1) * 1000);
    const late = await upload(t, second.sessionId, headers, WEBM);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(SESSION_TIME_OVER);
  });

  it('answers 422 for audio the provider cannot use, and 502 when the provider fails', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const { sessionId } = await startSession(t.app, headers);
    fake.failNext(400, { message: 'Audio file might be corrupted or unsupported' });
    const refused = await upload(t, sessionId, headers, WEBM);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'The recording could not be understood.', code: 'not_understood' });

    fake.failNext(500, { times: 2 });
    const down = await upload(t, sessionId, headers, WEBM);
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toBe('Failed to process your speech. Please try again.');
  });

  it('a transcribed crisis message, sent as the therapy turn, goes through the safety layer', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const { sessionId } = await startSession(t.app, headers);
    fake.transcript = 'I want to kill myself';
    const heard = await upload(t, sessionId, headers, WEBM);
    expect(heard.statusCode).toBe(200);
    const text = heard.json().text as string;

    // The browser sends the transcript as a normal turn; the messages endpoint screens it.
    const turn = await sendMessage(t.app, headers, sessionId, text);
    expect(turn.statusCode).toBe(200);
    const done = sseEvents(turn.body).find((e) => e.done) as { safety: { crisis: boolean; helplines?: unknown[] } };
    expect(done.safety.crisis).toBe(true);
    expect(done.safety.helplines?.length).toBeGreaterThan(0);
  });
});

describe('voice without a transcription provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 501 stt_unavailable so the browser can use its own recognition', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const { sessionId } = await startSession(t.app, headers);
    const res = await upload(t, sessionId, headers, WEBM);
    expect(res.statusCode).toBe(501);
    expect(res.json()).toMatchObject({ error: 'Speech recognition is not configured.', code: 'stt_unavailable' });
  });

  it('speaks text as a valid, non-empty WAV streamed from espeak-ng', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'devil', totalSessions: 20 });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/voice/speech', headers, payload: { text: 'It sounds like work has been heavy lately. What feels hardest right now?' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^audio\/wav/);
    const wav = readWavHeader(res.rawPayload);
    expect(wav.riff).toBe('RIFF');
    expect(wav.wave).toBe('WAVE');
    expect(wav.channels).toBe(1);
    expect(wav.byteRate).toBe((wav.sampleRate * wav.channels * wav.bitsPerSample) / 8);
    // A sentence of speech lasts seconds, not milliseconds.
    expect(wav.durationSeconds).toBeGreaterThan(1);
    expect(wav.durationSeconds).toBeLessThan(30);
  });

  it('refuses speech to free users and to visitors, and validates the text', async () => {
    const free = await createTestUser(t.app, { subType: 'free' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/voice/speech', headers: free.headers, payload: { text: 'Hello' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Voice mode is for premium members.');
    const visitor = await t.app.inject({ method: 'POST', url: '/api/v1/voice/speech', payload: { text: 'Hello' } });
    expect(visitor.statusCode).toBe(401);

    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/voice/speech', headers, payload: { text: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/^text: /);
    const long = await t.app.inject({ method: 'POST', url: '/api/v1/voice/speech', headers, payload: { text: 'a'.repeat(2001) } });
    expect(long.statusCode).toBe(400);
  });
  it('rate-limits voice calls per user', async () => {
    const free = await createTestUser(t.app, { subType: 'free' });
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/voice/speech', headers: free.headers, payload: { text: 'Hello' } });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 403)).toBe(true);
    expect(codes[30], JSON.stringify(codes)).toBe(429);
    const limited = await t.app.inject({ method: 'POST', url: '/api/v1/voice/speech', headers: free.headers, payload: { text: 'Hello' } });
    expect(limited.json().error).toMatch(/^Too many attempts/);
  });
});

describe('voice with the OpenAI provider', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await buildTestApp(fake.env());
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('asks the provider for wav speech with the TTS model and passes the audio on', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/voice/speech', headers, payload: { text: 'Take a slow breath with me.' } });
    expect(res.statusCode, res.body).toBe(200);
    const sent = fake.requests.find((r) => r.path === '/v1/audio/speech');
    expect(sent?.body).toMatchObject({ model: 'gpt-4o-mini-tts', voice: 'sage', response_format: 'wav', speed: 1, input: 'Take a slow breath with me.' });
    const wav = readWavHeader(res.rawPayload);
    expect(wav.riff + wav.wave).toBe('RIFFWAVE');
    expect(wav.declaredDataBytes).toBe(wav.dataBytes);
    expect(wav.durationSeconds).toBeCloseTo(0.2, 2);
  });

  it('maps a provider failure to the spec text', async () => {
    const { headers } = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    fake.failNext(500, { times: 3 });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/voice/speech', headers, payload: { text: 'Hello there.' } });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe('Failed to generate speech. Please try again.');
  });
});

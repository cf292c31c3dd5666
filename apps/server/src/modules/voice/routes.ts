import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { THERAPY_ERRORS } from '@haven/core';
import { AiError } from '../../ai/gateway';
import { requireCaller } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { activeSessionOf, assertPremium } from './voice-access';

/** Ten seconds of 32 kbps opus is about 40 KB; anything near 1 MB is not a voice turn. */
export const VOICE_UPLOAD_MAX_BYTES = 1024 * 1024;
/** The browser already drops recordings this small (spec 9): a bare container header, no sound. */
export const VOICE_MIN_RECORDING_BYTES = 44;
export const VOICE_SPEECH_MAX_CHARS = 2000;

export const VOICE_TEXTS = {
  tooLarge: 'The recording is too large.',
  notAudio: 'The recording must be sent as audio (for example audio/webm).',
  tooShort: 'The recording is empty.',
  notUnderstood: 'The recording could not be understood.',
  sttUnavailable: 'Speech recognition is not configured.',
  ttsUnavailable: 'Speech is not available right now.',
} as const;

const AUDIO_TYPE = /^audio\/[a-z0-9.+-]+(\s*;.*)?$/i;

// Both routes spend a provider call; a voice turn every few seconds is the most a person makes.
function perUser(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => (req.auth ? `voice:u:${req.auth.userId}` : `voice:ip:${req.ip}`),
  };
}

/** Voice mode (spec 2, 4, 9): transcription of a recorded turn and speech for the AI's reply. */
export const voiceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Raw audio bodies are accepted by these routes only (this plugin's scope).
  app.addContentTypeParser(AUDIO_TYPE, { parseAs: 'buffer', bodyLimit: VOICE_UPLOAD_MAX_BYTES }, (_req, body, done) => done(null, body));

  // A too-large upload is rejected by Fastify before any handler runs; say what was too large.
  app.setErrorHandler((err: FastifyError, _request, reply) => {
    if (err.statusCode === 413) return reply.status(413).send({ error: VOICE_TEXTS.tooLarge, message: VOICE_TEXTS.tooLarge });
    // Errors go on to the app's handler; the rate limiter throws a ready body ({ statusCode,
    // error, message }) rather than an Error, which is sent as it is.
    if (err instanceof Error) throw err;
    const body = err as { statusCode?: number };
    return reply.status(body.statusCode ?? 500).send(body);
  });

  app.post(
    '/voice/transcribe',
    {
      bodyLimit: VOICE_UPLOAD_MAX_BYTES,
      schema: { querystring: z.object({ sessionId: z.uuid() }) },
      config: { rateLimit: perUser(30) },
      // Checked before the body is read, so a wrong upload is refused without buffering it.
      onRequest: async (request) => {
        if (!AUDIO_TYPE.test(request.headers['content-type'] ?? '')) throw new HttpError(415, VOICE_TEXTS.notAudio);
      },
    },
    async (request) => {
      const { userId } = requireCaller(request);
      await assertPremium(app, userId);
      const session = await activeSessionOf(app, userId, request.query.sessionId);
      const audio = request.body as Buffer;
      if (!Buffer.isBuffer(audio) || audio.length <= VOICE_MIN_RECORDING_BYTES) throw new HttpError(400, VOICE_TEXTS.tooShort);
      try {
        const text = await app.ai.transcribe({ caller: { userId }, audio, mimeType: request.headers['content-type'] ?? 'audio/webm', language: session.language });
        // The transcript goes back to the browser, which sends it as a normal therapy turn through
        // POST /therapy/sessions/{id}/messages: that is where the safety layer screens it.
        return { text: text.trim() };
      } catch (err) {
        if (err instanceof AiError && err.code === 'stt_unavailable') throw new HttpError(501, VOICE_TEXTS.sttUnavailable, { code: 'stt_unavailable' });
        // The provider refused this audio (400): the user should simply speak again.
        if (err instanceof AiError && err.status === 400) throw new HttpError(422, VOICE_TEXTS.notUnderstood, { code: 'not_understood' });
        request.log.warn({ err: (err as Error).message }, 'transcription failed');
        throw new HttpError(502, THERAPY_ERRORS.processSpeech);
      }
    },
  );

  app.post(
    '/voice/speech',
    {
      schema: { body: z.object({ text: z.string().trim().min(1).max(VOICE_SPEECH_MAX_CHARS), language: z.string().trim().max(100).optional() }) },
      config: { rateLimit: perUser(30) },
    },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      await assertPremium(app, userId);
      let speech: Awaited<ReturnType<typeof app.ai.speech>>;
      try {
        speech = await app.ai.speech({ caller: { userId }, text: request.body.text, language: request.body.language });
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'speech failed');
        if (err instanceof AiError && err.code === 'tts_unavailable') throw new HttpError(503, VOICE_TEXTS.ttsUnavailable, { code: 'tts_unavailable' });
        throw new HttpError(502, THERAPY_ERRORS.speech);
      }
      // Streamed as the provider produces it; a listener who goes away stops the synthesis.
      reply.raw.once('close', () => speech.body.destroy());
      return reply.header('content-type', speech.contentType).header('cache-control', 'no-store').send(speech.body);
    },
  );
};

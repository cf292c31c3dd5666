// The `openai` provider: the official SDK against AI_BASE_URL (OpenAI or any compatible server).
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import OpenAI from 'openai';
import type { Config } from '../../config';
import { AiError } from '../gateway';
import { estimateTokens, type AiProvider, type CompletionRequest, type CompletionStream, type Usage } from '../provider';
import { AI_MAX_OUTPUT_CHARS, AI_MAX_RESPONSE_BYTES } from '@haven/core';
import { callProvider, cappedFetch, toAiError } from './call';
import { createSttClient, transcribeWith } from './transcribe';

export const TTS_VOICE = 'sage';

export function createOpenAiProvider(config: Config): AiProvider {
  const client = new OpenAI({
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY ?? 'not-needed',
    timeout: config.AI_TIMEOUT_MS,
    // Retries are ours (exactly one, on 429/5xx only), see call.ts.
    maxRetries: 0,
    fetch: cappedFetch(AI_MAX_RESPONSE_BYTES),
  });
  const stt = config.AI_STT_BASE_URL ? createSttClient(config, config.AI_STT_BASE_URL) : client;
  const model = config.AI_CHAT_MODEL;
  const timeout = config.AI_TIMEOUT_MS;

  const body = (req: CompletionRequest) => ({
    model,
    messages: req.messages,
    max_tokens: req.maxTokens,
    ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
    ...(req.responseFormat === 'json_object' ? { response_format: { type: 'json_object' as const } } : {}),
    seed: req.seed,
  });

  return {
    name: 'openai',
    async complete(req) {
      const { value } = await callProvider(
        timeout,
        (signal) => client.chat.completions.create({ ...body(req), stream: false }, { signal }),
        { signal: req.signal },
      );
      const text = value.choices[0]?.message?.content;
      if (typeof text === 'string' && text.length > AI_MAX_OUTPUT_CHARS) throw new AiError('invalid_output', 'The AI reply was longer than Haven keeps.');
      if (typeof text !== 'string') throw new AiError('invalid_output', 'Invalid response from AI service');
      return {
        text,
        model: value.model || model,
        tokensIn: value.usage?.prompt_tokens ?? estimateTokens(req.messages.map((m) => m.content).join('\n')),
        tokensOut: value.usage?.completion_tokens ?? estimateTokens(text),
      };
    },
    async stream(req): Promise<CompletionStream> {
      const { value: stream, deadline } = await callProvider(
        timeout,
        (signal) => client.chat.completions.create({ ...body(req), stream: true, stream_options: { include_usage: true } }, { signal }),
        { signal: req.signal, keepDeadline: true, totalMs: config.AI_STREAM_MAX_MS },
      );
      let text = '';
      const usage: Usage = { model, tokensIn: 0, tokensOut: 0 };
      async function* chunks() {
        try {
          for await (const part of stream) {
            deadline.reset();
            if (part.model) usage.model = part.model;
            if (part.usage) {
              usage.tokensIn = part.usage.prompt_tokens;
              usage.tokensOut = part.usage.completion_tokens;
            }
            const delta = part.choices[0]?.delta?.content;
            if (delta) {
              // Past the character cap the reply is cut: what was kept is sent and stored, the
              // provider is not read further.
              const kept = delta.slice(0, AI_MAX_OUTPUT_CHARS - text.length);
              text += kept;
              if (kept) yield kept;
              if (text.length >= AI_MAX_OUTPUT_CHARS) return;
            }
          }
          // The SDK ends an aborted stream quietly; a time-out must still surface as an error.
          if (deadline.timedOut) throw new AiError('timeout', 'The AI service took too long to respond.');
        } catch (err) {
          if (req.signal?.aborted && !deadline.timedOut) return;
          throw toAiError(err, deadline.timedOut);
        } finally {
          deadline.clear();
        }
      }
      return {
        chunks: chunks(),
        usage: () => ({
          ...usage,
          tokensIn: usage.tokensIn || estimateTokens(req.messages.map((m) => m.content).join('\n')),
          tokensOut: usage.tokensOut || (text ? estimateTokens(text) : 0),
        }),
      };
    },
    async speech({ text, signal }) {
      const { value: response } = await callProvider(
        timeout,
        (s) =>
          client.audio.speech.create(
            { model: config.AI_TTS_MODEL, voice: TTS_VOICE, input: text, response_format: 'wav', speed: 1 },
            { signal: s },
          ),
        { signal },
      );
      if (!response.body) throw new AiError('tts_unavailable', 'The speech service returned no audio.');
      return {
        model: config.AI_TTS_MODEL,
        contentType: response.headers.get('content-type') ?? 'audio/wav',
        body: Readable.fromWeb(response.body as unknown as WebReadableStream),
      };
    },
    transcribe: (input) => transcribeWith(stt, config, input),
  };
}

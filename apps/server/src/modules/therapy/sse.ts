import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { THERAPY_ERRORS, type TherapyStreamEvent } from '@haven/core';
import { HttpError } from '../../plugins/errors';

/**
 * Streams `chunks` as server-sent events, forwarding each one the moment it arrives (no
 * buffering anywhere: a pass-through body, no-cache and x-accel-buffering off for proxies).
 * The first chunk is awaited before answering, so a provider that fails at once still gets a
 * plain JSON error. Resolves with the full text, or null when the stream broke off.
 */
export async function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  chunks: AsyncIterable<string>,
  abort: AbortController,
  finish: (fullText: string) => Promise<TherapyStreamEvent>,
  /** The readable error for this feature (therapy's by default; the chatbot passes its own). */
  errorText: string = THERAPY_ERRORS.aiResponse,
): Promise<string | null> {
  const iterator = chunks[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await iterator.next();
  } catch (err) {
    request.log.warn({ err: (err as Error).message }, 'therapy reply failed before streaming');
    throw new HttpError(errorText === THERAPY_ERRORS.aiResponse ? 502 : 503, errorText);
  }

  // Sent through Fastify (not hijacked), so the reply's hooks still run: the visitor cookie a
  // first chat message sets, the security headers. Each event is written the moment it exists.
  const out = new PassThrough();
  void reply
    .status(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(out);
  const raw = reply.raw;
  // A client that goes away stops the provider call too.
  raw.on('close', () => {
    if (!raw.writableFinished) abort.abort();
  });
  const send = (event: TherapyStreamEvent) => {
    if (!raw.destroyed) out.write(`data: ${JSON.stringify(event)}\n\n`);
  };

  let text = '';
  try {
    for (let step = first; !step.done; step = await iterator.next()) {
      if (!step.value) continue;
      text += step.value;
      send({ delta: step.value });
    }
  } catch (err) {
    request.log.warn({ err: (err as Error).message }, 'therapy reply stream broke off');
    send({ error: errorText });
    out.end();
    return null;
  }
  try {
    send(await finish(text));
  } catch (err) {
    request.log.error({ err }, 'storing the therapy reply failed');
    send({ error: errorText });
  }
  out.end();
  return text;
}

/** A single-chunk stream, for answers that do not come from the model (crisis replies). */
export async function* oneChunk(text: string): AsyncIterable<string> {
  yield text;
}

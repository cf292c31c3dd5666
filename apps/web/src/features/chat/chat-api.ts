import { CHAT_CAP_MESSAGE, type ChatReply, type TherapyStreamEvent } from '@haven/core';
import { api, ApiError, apiFetch } from '../../lib/api-client';
import { readSseEvents } from '../../lib/sse-reader';

export function sendChatMessage(message: string): Promise<ChatReply> {
  return api<ChatReply>('/ai/chat', { method: 'POST', body: { message } });
}

/**
 * Sends a message to POST /ai/chat/stream and feeds the reply to `onDelta` as it arrives. Resolves
 * with the same answer as the JSON route. Non-2xx answers throw ApiError (402 at the cap, also
 * when a parallel message took the last free chat while this one streamed); a stream error throws.
 */
export async function streamChatMessage(message: string, onDelta: (delta: string) => void, signal?: AbortSignal): Promise<ChatReply> {
  const res = await apiFetch('/ai/chat/stream', { method: 'POST', body: { message }, signal, headers: { accept: 'text/event-stream' } });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { message?: string; error?: string } | null;
    throw new ApiError(res.status, body?.message ?? body?.error ?? `Server error: ${res.status}`, body);
  }
  let reply = '';
  let done: Extract<TherapyStreamEvent, { done: true }> | null = null;
  let failure: string | null = null;
  await readSseEvents(res.body, (raw) => {
    const event = raw as TherapyStreamEvent;
    if ('delta' in event) {
      reply += event.delta;
      onDelta(event.delta);
    } else if ('done' in event) done = event;
    else if ('error' in event) failure = event.error;
  });
  if (failure === CHAT_CAP_MESSAGE) throw new ApiError(402, failure, null);
  const end = done as Extract<TherapyStreamEvent, { done: true }> | null;
  if (failure || !end) throw new Error(failure ?? 'The reply ended early.');
  const now = new Date().toISOString();
  return { reply, safety: end.safety, disclosure: Boolean(end.disclosure), sendTime: end.sendTime ?? now, responseTime: end.responseTime ?? now, stored: Boolean(end.stored) };
}

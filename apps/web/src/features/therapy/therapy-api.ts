import type { ActiveTherapySession, SafetyInfo, TherapyAccount, TherapyRecord, TherapyStart, TherapyStartReply, TherapyStreamEvent } from '@haven/core';
import { api, ApiError, apiFetch } from '../../lib/api-client';
import { readSseEvents } from '../../lib/sse-reader';

export function startSession(input: TherapyStart) {
  return api<TherapyStartReply>('/therapy/sessions', { method: 'POST', body: input });
}

/** The caller's open session with its messages, or null when there is none. */
export function fetchActiveSession(): Promise<ActiveTherapySession | null> {
  return api<ActiveTherapySession | null>('/therapy/sessions/active');
}

export function endSession(sessionId: string, summarize: boolean) {
  const time = new Date().toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return api<{ therapy: TherapyRecord | null; account: TherapyAccount | null }>(`/therapy/sessions/${sessionId}/end`, { method: 'POST', body: { summarize, time } });
}

/**
 * Sends a message and feeds the streamed reply to `onDelta` chunk by chunk. Non-2xx answers throw
 * ApiError (409 once the server says the time is up); a stream error event throws Error.
 */
export async function streamReply(sessionId: string, text: string, onDelta: (delta: string) => void, signal?: AbortSignal): Promise<SafetyInfo> {
  const res = await apiFetch(`/therapy/sessions/${sessionId}/messages`, { method: 'POST', body: { text }, signal, headers: { accept: 'text/event-stream' } });
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { message?: string; error?: string } | null;
    throw new ApiError(res.status, body?.message ?? body?.error ?? `Server error: ${res.status}`, body);
  }
  let safety: SafetyInfo | null = null;
  let failure: string | null = null;
  await readSseEvents(res.body, (raw) => {
    const event = raw as TherapyStreamEvent;
    if ('delta' in event) onDelta(event.delta);
    else if ('done' in event) safety = event.safety;
    else if ('error' in event) failure = event.error;
  });
  if (failure || !safety) throw new Error(failure ?? 'The reply ended early.');
  return safety;
}

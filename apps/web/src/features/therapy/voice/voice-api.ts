import { apiFetch } from '../../../lib/api-client';
import { fixWavSizes } from './wav';

/** A non-ok voice answer; carries the HTTP status (spec 8) and the server's error code if any. */
export class VoiceHttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code?: string,
  ) {
    super(message);
  }
}

async function raise(res: Response, what: string): Promise<never> {
  const body = (await res.json().catch(() => null)) as { error?: string; code?: string } | null;
  throw new VoiceHttpError(res.status, `${what} failed with status ${res.status}${body?.error ? `: ${body.error}` : ''}`, body?.code);
}

/** Sends a recording of the session's turn; the server answers what it heard. */
export async function transcribeRecording(sessionId: string, recording: Blob): Promise<string> {
  const res = await apiFetch(`/voice/transcribe?sessionId=${encodeURIComponent(sessionId)}`, {
    method: 'POST',
    rawBody: recording,
    headers: { 'content-type': recording.type || 'audio/webm' },
  });
  if (!res.ok) return raise(res, 'Transcription');
  const body = (await res.json()) as { text?: string };
  return body.text ?? '';
}

/** The AI's reply as WAV audio, ready to play. */
export async function fetchSpeech(text: string, language?: string): Promise<Blob> {
  const res = await apiFetch('/voice/speech', { method: 'POST', body: { text, language } });
  if (!res.ok) return raise(res, 'Speech');
  const bytes = fixWavSizes(new Uint8Array(await res.arrayBuffer()));
  return new Blob([bytes as BlobPart], { type: res.headers.get('content-type') ?? 'audio/wav' });
}

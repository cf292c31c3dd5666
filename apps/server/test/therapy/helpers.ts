import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const START = { mood: 'stressed', therapyType: 'CBT Therapy', topic: 'Work stress', language: 'English' } as const;

export async function startSession(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown> = START) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { sessionId: string; greeting: string; limitSeconds: number; startedAt: string; disclosure: boolean; resumed?: boolean };
}

/** The `data:` events of a text/event-stream body, parsed. */
export function sseEvents(body: string): Record<string, unknown>[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n'))
    .filter(Boolean)
    .map((d) => JSON.parse(d));
}

export async function sendMessage(app: FastifyInstance, headers: Record<string, string>, sessionId: string, text: string) {
  return app.inject({ method: 'POST', url: `/api/v1/therapy/sessions/${sessionId}/messages`, headers, payload: { text } });
}

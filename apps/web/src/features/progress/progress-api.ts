import type { Helpline } from '@haven/core/safety';
import type {
  MoodCheckin,
  MoodCheckinInput,
  ProgressFields,
  ProgressRange,
  ProgressSummary,
  QuestionnaireInput,
  QuestionnaireSubmitReply,
} from '@haven/core';
import { api, API_BASE } from '../../lib/api-client';
import { storage } from '../../lib/storage';

// The progress routes (packages/core/src/progress.ts, header comment); owner-only, under /api/v1.

/** React Query keys: every summary range sits under PROGRESS_KEY, so one invalidation refreshes them all. */
export const PROGRESS_KEY = ['progress'] as const;
export const summaryKey = (days: ProgressRange, timeZone: string) => [...PROGRESS_KEY, 'summary', days, timeZone] as const;

const base = (userId: string) => `/progress/${encodeURIComponent(userId)}`;

export function postCheckin(userId: string, input: MoodCheckinInput) {
  return api<{ checkin: MoodCheckin; progress: ProgressFields; crisis: boolean; helplines: Helpline[] }>(`${base(userId)}/checkins`, {
    method: 'POST',
    body: input,
  });
}

export function submitQuestionnaire(userId: string, input: QuestionnaireInput) {
  return api<QuestionnaireSubmitReply>(`${base(userId)}/questionnaires`, { method: 'POST', body: input });
}

export function fetchSummary(userId: string, days: ProgressRange, timeZone: string) {
  return api<ProgressSummary>(`${base(userId)}/summary?days=${days}&tz=${encodeURIComponent(timeZone)}`);
}

/**
 * Reports a played meditation (204). Sent with keepalive so a play that ends because the page is
 * left still arrives; failures are ignored (the count is a nicety, never worth an error on screen).
 */
export function reportMeditationPlay(seconds: number) {
  const token = storage.get('token');
  const userId = storage.get('userId');
  if (!token || !userId) return;
  void fetch(`${API_BASE}${base(userId)}/meditation-plays`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', auth_token: token },
    body: JSON.stringify({ seconds: Math.max(0, Math.min(4 * 3600, Math.round(seconds))) }),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}

/** The browser's IANA time zone (the server counts days in it); UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

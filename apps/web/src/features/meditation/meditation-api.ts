import type { Meditation, UserRecord } from '@haven/core';
import { toPrefsPayload, type MeditationPreferences } from '@haven/core/meditation';
import { api } from '../../lib/api-client';

export function saveMeditationPrefs(userId: string, prefs: MeditationPreferences) {
  return api<{ meditationsPrefs: unknown }>(`/meditation/updateMeditationPrefs/${userId}`, { method: 'PUT', body: toPrefsPayload(prefs) });
}

export function fetchUser() {
  return api<{ user: UserRecord }>('/auth/getUser').then((r) => r.user);
}

/** The server stores what it generates for a logged-in user; visitors send their preferences along. */
export function generateMeditations(count: 1 | 3, visitorPrefs?: MeditationPreferences) {
  return api<{ meditations: Meditation[] }>('/meditation/generate', {
    method: 'POST',
    body: { count, ...(visitorPrefs ? { preferences: toPrefsPayload(visitorPrefs) } : {}) },
  }).then((r) => r.meditations);
}

import type { UserRecord } from '@haven/core';
import type { AffirmationPreferences } from '@haven/core/affirmation';
import { api } from '../../lib/api-client';

export function saveAffirmationPrefs(userId: string, prefs: AffirmationPreferences) {
  return api(`/affirmation/updateAffirmationsPrefs/${userId}`, { method: 'PUT', body: { affirmationsPreferences: prefs } });
}

export function fetchUser() {
  return api<{ user: UserRecord }>('/auth/getUser').then((r) => r.user);
}

/** The server stores what it generates for a logged-in user; visitors send their preferences along. */
export function generateAffirmations(visitorPrefs?: AffirmationPreferences) {
  return api<{ affirmations: string[] }>('/affirmation/generate', {
    method: 'POST',
    body: visitorPrefs ? { preferences: visitorPrefs } : {},
  }).then((r) => r.affirmations);
}

export function setFavourite(userId: string, text: string, favourite: boolean) {
  const path = favourite ? 'addFavAffir' : 'removeFavAffir';
  return api<{ favoriteAffirmations: string[] }>(`/affirmation/${path}/${userId}`, {
    method: 'POST',
    body: { favoriteAffirmations: text },
  });
}

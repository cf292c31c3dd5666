// The spec's localStorage keys (section 3). They are UI state only: the server decides every
// limit and entitlement, so tampering with them unlocks nothing.
export const STORAGE_KEYS = [
  'token', 'userId', 'userData', 'email', 'isPremium', 'isLogin', 'isNavbar', 'lastResetFullDate', 'freeTherapy',
  'todaySession', 'sessionTimer', 'sessionChat', 'therapySessionState', 'lastTherapySessionDate', 'freeMeds',
  'freeMeditations', 'isAffir', 'freeAffirmations', 'timerExpiry',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number] | 'sisterTimerExpiry' | 'chatHistory' | 'aiDisclosureSeen';

const SESSION_EVENT = 'haven:session-change';

export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string) {
    window.localStorage.setItem(key, value);
  },
  remove(...keys: StorageKey[]) {
    for (const k of keys) window.localStorage.removeItem(k);
  },
  getJson<T>(key: StorageKey): T | null {
    const raw = storage.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: StorageKey, value: unknown) {
    storage.set(key, JSON.stringify(value));
  },
};

export function isLoggedIn(): boolean {
  return storage.get('isLogin') === 'true';
}

/** Tells the router and shells that login state changed without a page reload. */
export function notifySessionChange() {
  window.dispatchEvent(new Event(SESSION_EVENT));
}
export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(SESSION_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(SESSION_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

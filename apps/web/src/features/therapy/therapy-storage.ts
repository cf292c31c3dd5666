import { storage } from '../../lib/storage';

// The spec's therapy keys (section 3). UI state only: on load the server's active session wins.
export interface UiMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
}

export interface StoredSessionState {
  sessionId: string;
  sessionTime: number;
  mood: string;
  sessionTopic: string;
  therapyType: string;
  language: string;
  messages: UiMessage[];
  conversationHistory: { role: 'user' | 'assistant'; content: string }[];
}

export function saveSessionState(state: StoredSessionState) {
  storage.setJson('therapySessionState', state);
  storage.set('sessionTimer', String(state.sessionTime));
  storage.setJson('sessionChat', state.messages);
  storage.set('todaySession', 'true');
  storage.set('lastTherapySessionDate', new Date().toISOString().slice(0, 10));
}

export function loadSessionState(): StoredSessionState | null {
  return storage.getJson<StoredSessionState>('therapySessionState');
}

export function clearSessionState() {
  storage.remove('therapySessionState', 'sessionChat');
  storage.set('sessionTimer', '0');
  storage.set('todaySession', 'false');
}

/** Non-premium time-out: the free therapy is used (mirrors isTherapy on the server). */
export function markFreeTherapyUsed() {
  storage.set('freeTherapy', 'true');
}

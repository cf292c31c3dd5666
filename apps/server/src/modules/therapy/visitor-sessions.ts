import { randomUUID } from 'node:crypto';
import type { TherapyMessage } from '@haven/core';

// A visitor's one 90 s trial session (spec 6) is never saved: it lives in this process's memory
// only, long enough to answer its replies, and is forgotten after a few hours.
export interface VisitorSession {
  id: string;
  visitorId: string;
  mood: string;
  therapyType: string;
  topic: string;
  language: string;
  limitSeconds: number;
  startedAt: Date;
  endedAt: Date | null;
  messages: TherapyMessage[];
}

const KEEP_MS = 3 * 3600 * 1000;
const MAX_SESSIONS = 10_000;

export function createVisitorSessionStore() {
  const sessions = new Map<string, VisitorSession>();

  function prune(now: Date) {
    for (const [id, s] of sessions) if (now.getTime() - s.startedAt.getTime() > KEEP_MS) sessions.delete(id);
    // Bounded even under a flood of trials from many cookies.
    while (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
  }

  return {
    create(values: Omit<VisitorSession, 'id' | 'endedAt' | 'messages'>, now: Date): VisitorSession {
      prune(now);
      const session: VisitorSession = { ...values, id: randomUUID(), endedAt: null, messages: [] };
      sessions.set(session.id, session);
      return session;
    },
    get(id: string, visitorId: string): VisitorSession | null {
      const s = sessions.get(id);
      return s && s.visitorId === visitorId ? s : null;
    },
    active(visitorId: string): VisitorSession | null {
      let latest: VisitorSession | null = null;
      for (const s of sessions.values()) if (s.visitorId === visitorId && !s.endedAt && (!latest || s.startedAt > latest.startedAt)) latest = s;
      return latest;
    },
  };
}
export type VisitorSessionStore = ReturnType<typeof createVisitorSessionStore>;

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { NO_REMAINING_SESSIONS, THERAPY_ERRORS, type ActiveTherapySession, type HelplineInfo, type TherapyAccount, type TherapyStart } from '@haven/core';
import { ApiError } from '../../lib/api-client';
import { CURRENT_USER_KEY, useCurrentUser } from '../../lib/current-user';
import { storage } from '../../lib/storage';
import { endSession, fetchActiveSession, startSession, streamReply } from './therapy-api';
import { clearSessionState, markFreeTherapyUsed, saveSessionState, type UiMessage } from './therapy-storage';
import { useSessionClock } from './use-session-clock';

export type TherapyView = 'loading' | 'setup' | 'session' | 'error';
/** Try Again for load and speech failures; Upgrade Plan and Take me Home for the others (spec 8). */
export interface TherapyFailure {
  text: string;
  action: 'retry' | 'upgrade';
}
export interface LiveSession {
  id: string;
  mood: string;
  therapyType: string;
  topic: string;
  language: string;
  limitSeconds: number;
}

const SAVED_REDIRECT_MS = 1000;
let idSeq = 0;
const msgId = () => `m${Date.now()}-${++idSeq}`;

export function useTherapySession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const loggedIn = Boolean(storage.get('token'));

  const [view, setView] = useState<TherapyView>('loading');
  const [failure, setFailure] = useState<TherapyFailure | null>(null);
  const [session, setSession] = useState<LiveSession | null>(null);
  const [messages, setMessages] = useState<UiMessage[]>([]);
  const [capped, setCapped] = useState(false);
  const [clockBase, setClockBase] = useState({ base: 0, anchorMs: Date.now() });
  const [starting, setStarting] = useState(false);
  const [aiWorking, setAiWorking] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const [saving, setSaving] = useState<'save' | 'summary' | 'skip' | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const [helplines, setHelplines] = useState<HelplineInfo[] | null>(null);
  const [disclosureDue, setDisclosureDue] = useState(false);
  const [ended, setEnded] = useState(false);
  /** The optional "How do you feel now?" check-in, offered right after a fresh start (not on a restore). */
  const [beforeCheckin, setBeforeCheckin] = useState(false);
  /** True while leaving would abandon a live session (read by the leave guard at navigation time). */
  const guardActive = useRef(false);

  const fail = useCallback((text: string, action: TherapyFailure['action']) => {
    guardActive.current = false;
    setFailure({ text, action });
    setView('error');
  }, []);

  const restore = useCallback((active: ActiveTherapySession) => {
    setSession({ id: active.sessionId, mood: active.mood, therapyType: active.therapyType, topic: active.topic, language: active.language, limitSeconds: active.limitSeconds });
    setMessages(active.messages.map((m) => ({ id: msgId(), role: m.role, content: m.content })));
    setClockBase({ base: active.elapsedSeconds, anchorMs: Date.now() });
    setTimeUp(false);
    guardActive.current = true;
    setView('session');
  }, []);

  // Loading view: the server's open session is the source of truth; stale local state is dropped.
  useEffect(() => {
    let cancelled = false;
    fetchActiveSession()
      .then((active) => {
        if (cancelled) return;
        if (active) restore(active);
        else {
          clearSessionState();
          setView('setup');
        }
      })
      .catch(() => !cancelled && fail(THERAPY_ERRORS.load, 'retry'));
    return () => {
      cancelled = true;
    };
  }, [restore, fail]);

  const isPremium = Boolean(user?.isPremium);

  const onLimit = useCallback(() => {
    if (!loggedIn) {
      guardActive.current = false;
      clearSessionState();
      markFreeTherapyUsed();
      navigate('/pricing');
      return;
    }
    if (!isPremium) markFreeTherapyUsed();
    setTimeUp(true);
  }, [loggedIn, isPremium, navigate]);

  const limit = session?.limitSeconds ?? 0;
  const elapsed = useSessionClock({ running: view === 'session' && !timeUp && limit > 0, base: clockBase.base, anchorMs: clockBase.anchorMs, limit, onLimit });
  // The spec resets the shown timer to 0 once the time-out routine ran.
  const shownElapsed = timeUp ? 0 : elapsed;

  // Persist the spec's keys on every change, so a reload can restore them.
  useEffect(() => {
    if (view !== 'session' || !session || ended) return;
    saveSessionState({
      sessionId: session.id,
      sessionTime: shownElapsed,
      mood: session.mood,
      sessionTopic: session.topic,
      therapyType: session.therapyType,
      language: session.language,
      messages,
      conversationHistory: messages.map((m) => ({ role: m.role, content: m.content })),
    });
  }, [view, session, messages, shownElapsed, ended]);

  async function start(input: TherapyStart) {
    setCapped(false);
    setStarting(true);
    try {
      const res = await startSession(input);
      // An open session already existed (another tab, a double click): continue it as it is.
      const active = res.resumed ? await fetchActiveSession() : null;
      if (active) return restore(active);
      setSession({ id: res.sessionId, ...input, limitSeconds: res.limitSeconds });
      setMessages([{ id: msgId(), role: 'assistant', content: res.greeting }]);
      setClockBase({ base: 0, anchorMs: Date.now() });
      setDisclosureDue(res.disclosure);
      setBeforeCheckin(loggedIn);
      setTimeUp(false);
      guardActive.current = true;
      setView('session');
    } catch (err) {
      if (err instanceof ApiError && err.status === 402) {
        if (isPremium) fail(NO_REMAINING_SESSIONS, 'upgrade');
        // The free session is used: explained on the setup screen, the choices kept (issue 18).
        else setCapped(true);
      } else fail(THERAPY_ERRORS.start, 'upgrade');
    } finally {
      setStarting(false);
    }
  }

  /** Sends a typed or transcribed turn; resolves with the AI's full reply ('' when it failed). */
  async function send(text: string): Promise<string> {
    if (!session || aiWorking || !text.trim()) return '';
    const replyId = msgId();
    let reply = '';
    setMessages((m) => [...m, { id: msgId(), role: 'user', content: text.trim() }, { id: replyId, role: 'assistant', content: '' }]);
    setAiWorking(true);
    try {
      const safety = await streamReply(session.id, text.trim(), (delta) => {
        reply += delta;
        setMessages((m) => m.map((msg) => (msg.id === replyId ? { ...msg, content: msg.content + delta } : msg)));
      });
      if (safety.crisis) setHelplines(safety.helplines ?? []);
      return reply;
    } catch (err) {
      setMessages((m) => m.filter((msg) => msg.id !== replyId || msg.content));
      // The server decides when the time is up.
      if (err instanceof ApiError && err.status === 409) onLimit();
      else fail(THERAPY_ERRORS.aiResponse, 'upgrade');
    } finally {
      setAiWorking(false);
    }
    return '';
  }

  function afterEnded(account: TherapyAccount | null, showSaved: boolean) {
    guardActive.current = false;
    setEnded(true);
    setBeforeCheckin(false);
    clearSessionState();
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    const to = account && (account.isPremium || account.isTherapy) ? '/profile' : '/pricing';
    // The profile asks "How do you feel now?" for the session that just ended (skippable there).
    const state = to === '/profile' && session ? { endedSessionId: session.id } : undefined;
    if (!showSaved) return navigate(to, { state });
    setSavedMessage('Session saved successfully!');
    window.setTimeout(() => navigate(to, { state }), SAVED_REDIRECT_MS);
  }

  async function finish(kind: 'save' | 'summary' | 'skip') {
    if (!session || saving) return;
    setSaving(kind);
    try {
      const res = await endSession(session.id, kind !== 'skip');
      setTimeUp(false);
      afterEnded(res.account, kind !== 'skip');
    } catch {
      setTimeUp(false);
      fail(THERAPY_ERRORS.save, 'upgrade');
    } finally {
      setSaving(null);
    }
  }

  return {
    view,
    failure,
    session,
    messages,
    elapsed: shownElapsed,
    starting,
    capped,
    aiWorking,
    timeUp,
    saving,
    savedMessage,
    helplines,
    disclosureDue,
    beforeCheckin,
    closeBeforeCheckin: () => setBeforeCheckin(false),
    isPremium,
    loggedIn,
    guardActive,
    start,
    send,
    // Voice errors show in the error view; speech failures offer Try Again (spec 8).
    voiceError: (text: string) => fail(text, text === THERAPY_ERRORS.speech ? 'retry' : 'upgrade'),
    saveAndExit: () => finish('save'),
    generateSummary: () => finish('summary'),
    skipSummary: () => finish('skip'),
  };
}
export type TherapySessionApi = ReturnType<typeof useTherapySession>;

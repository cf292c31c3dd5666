import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FREE_THERAPY_SECONDS,
  NO_REMAINING_SESSIONS,
  PREMIUM_THERAPY_SECONDS,
  SESSION_TIME_OVER,
  THERAPY_ERRORS,
  THERAPY_GRACE_SECONDS,
  formatMmSs,
  isPaidSubType,
  type ActiveTherapySession,
  type TherapyAccount,
  type TherapyMessage,
  type TherapyRecord,
  type TherapyStart,
  type TherapyStartReply,
} from '@haven/core';
import type { AiCaller, ConversationTurn, TherapyContext } from '../../ai/gateway';
import { lockUserRow, transactionWithRetry } from '../../db/locks';
import { HttpError } from '../../plugins/errors';
import * as repo from './repository';
import { gatedReply } from '../safety/gated-reply';
import { oneChunk, streamEvents } from './sse';
import { sessionMoodLine, withMoodLine } from '../progress/mood-line';
import { createVisitorSessionStore, type VisitorSession } from './visitor-sessions';

const SESSION_NOT_FOUND = 'Therapy session not found.';
const SESSION_ENDED = 'This therapy session has already ended.';

function isPremium(user: { isPremium: boolean; subType: string }) {
  return user.isPremium && isPaidSubType(user.subType);
}

function secondsSince(start: Date, now: Date) {
  return Math.max(0, Math.floor((now.getTime() - start.getTime()) / 1000));
}

/** Past the limit plus the grace that absorbs network delay: the server's clock decides. */
function isPastLimit(s: { startedAt: Date; limitSeconds: number }, now: Date) {
  return now.getTime() > s.startedAt.getTime() + (s.limitSeconds + THERAPY_GRACE_SECONDS) * 1000;
}

function firstName(name: string) {
  return name.trim().split(/\s+/)[0] || undefined;
}

function toTurns(messages: TherapyMessage[]): ConversationTurn[] {
  return messages.map((m) => ({ role: m.role, content: m.content }));
}

type Tx = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];

function utcTimeOfDay(d: Date) {
  return d.toISOString().slice(11, 16);
}

export function createTherapyService(app: FastifyInstance) {
  const visitors = createVisitorSessionStore();

  async function requireUser(userId: string) {
    const user = await repo.findTherapyUser(app.db, userId);
    if (!user) throw new HttpError(401, 'Authentication required. Please sign in.');
    return user;
  }

  async function ownSession(userId: string, sessionId: string) {
    const session = await repo.findSession(app, sessionId);
    if (!session || session.userId !== userId) throw new HttpError(404, SESSION_NOT_FOUND);
    return session;
  }

  /**
   * The server noticed the time is up: the allowance is spent now, once, even if the tab is gone.
   * Like every transaction here it locks the user's row first (db/locks.ts), then the session.
   */
  async function chargeIfExpired(session: repo.SessionRow) {
    if (session.chargedAt || !isPastLimit(session, app.clock.now())) return;
    await transactionWithRetry(app.db, async (tx) => {
      await lockUserRow(tx, session.userId);
      await repo.chargeOnce(tx, session, app.clock.now());
    });
  }

  function contextOf(
    s: { mood: string; therapyType: string; topic: string; language: string },
    extra: Partial<TherapyContext> = {},
  ): TherapyContext {
    return { mood: s.mood, therapyType: s.therapyType, topic: s.topic, language: s.language, ...extra };
  }

  async function greet(caller: AiCaller, context: TherapyContext) {
    try {
      return await app.ai.therapyGreeting({ caller, context });
    } catch (err) {
      app.log.warn({ err: (err as Error).message }, 'therapy greeting failed');
      throw new HttpError(502, THERAPY_ERRORS.start);
    }
  }

  function hasAllowance(user: repo.TherapyUser) {
    // Free: one session ever. Premium: counted by totalSessions. Never what the browser says.
    return isPremium(user) ? user.totalSessions > 0 : !user.isTherapy;
  }

  /** The answer to a start while a session is open: that session, unchanged (never a second one). */
  async function resumed(db: Tx | FastifyInstance['db'], s: repo.SessionRow): Promise<TherapyStartReply> {
    const greeting = await repo.greetingOf(app, db, s.id);
    return {
      sessionId: s.id,
      greeting,
      limitSeconds: s.limitSeconds,
      startedAt: s.startedAt.toISOString(),
      disclosure: false,
      resumed: true,
    };
  }

  /** A session that timed out unseen (tab closed): ended, and its allowance spent once. */
  async function endTimedOut(tx: Tx, userId: string, sessionId: string) {
    await lockUserRow(tx, userId);
    const now = app.clock.now();
    const ended = await repo.markEnded(app, tx, sessionId, now);
    if (ended) await repo.chargeOnce(tx, ended, now);
  }

  /**
   * Starts are idempotent and atomic: the open session (one per user, a unique index) is returned
   * as it is; a session past its limit is ended and settled first; the allowance is checked and
   * the session inserted with its greeting in one transaction under the user's row lock, so 20
   * parallel starts make one session. Nothing is charged here: a session is charged once, on end
   * or time-out. The greeting is asked for before that transaction (a model call must not hold a
   * lock); if it fails there is no session row and nothing is spent.
   */
  async function startForUser(userId: string, input: TherapyStart): Promise<TherapyStartReply> {
    const open = await repo.openSession(app, app.db, userId);
    if (open && !isPastLimit(open, app.clock.now())) return resumed(app.db, open);
    if (open) await transactionWithRetry(app.db, (tx) => endTimedOut(tx, userId, open.id));
    const user = await requireUser(userId);
    if (!hasAllowance(user)) throw new HttpError(402, NO_REMAINING_SESSIONS, { redirect: '/pricing' });
    const context = contextOf(input, { firstName: firstName(user.name), previousSummary: await repo.lastSummary(app, userId) });
    const greeting = await greet({ userId }, context);

    const outcome = await transactionWithRetry(
      app.db,
      async (tx): Promise<{ reply: TherapyStartReply } | { refused: true } | { session: repo.SessionRow }> => {
        await lockUserRow(tx, userId);
        const now = app.clock.now();
        const current = await repo.openSession(app, tx, userId);
        if (current && !isPastLimit(current, now)) return { reply: await resumed(tx, current) };
        if (current) await endTimedOut(tx, userId, current.id);
        const fresh = await repo.findTherapyUser(tx, userId);
        if (!fresh || !hasAllowance(fresh)) return { refused: true };
        const premium = isPremium(fresh);
        const session = await repo.createSession(app, tx, {
          userId,
          mood: input.mood,
          therapyType: input.therapyType,
          topic: input.topic,
          language: input.language,
          limitSeconds: premium ? PREMIUM_THERAPY_SECONDS : FREE_THERAPY_SECONDS,
          isPremiumSession: premium,
          startedAt: now,
        });
        await repo.addMessages(app, session, [{ role: 'assistant', content: greeting, at: now }], tx);
        return { session };
      },
    );
    if ('refused' in outcome) throw new HttpError(402, NO_REMAINING_SESSIONS, { redirect: '/pricing' });
    if ('reply' in outcome) return outcome.reply;
    const { session } = outcome;
    const disclosure = await app.safety.disclosureDue({ userId, sessionStartedAt: session.startedAt, sessionDisclosedAt: null });
    if (disclosure) await repo.markDisclosed(app, session.id, session.startedAt);
    return { sessionId: session.id, greeting, limitSeconds: session.limitSeconds, startedAt: session.startedAt.toISOString(), disclosure };
  }

  async function startForVisitor(request: FastifyRequest, reply: FastifyReply, input: TherapyStart): Promise<TherapyStartReply> {
    const visitorId = app.quotas.visitorId(request, reply);
    const peek = await app.quotas.peekVisitorTrial(request, reply, 'therapy');
    if (!peek.allowed) throw new HttpError(402, NO_REMAINING_SESSIONS, { redirect: '/pricing' });
    const context = contextOf(input);
    const greeting = await greet({ visitorId }, context);
    const trial = await app.quotas.consumeVisitorTrial(request, reply, 'therapy');
    if (!trial.allowed) throw new HttpError(402, NO_REMAINING_SESSIONS, { redirect: '/pricing' });
    const startedAt = app.clock.now();
    const session = visitors.create({ visitorId, ...input, limitSeconds: FREE_THERAPY_SECONDS, startedAt }, startedAt);
    session.messages.push({ role: 'assistant', content: greeting, createdAt: startedAt.toISOString() });
    const disclosure = await app.safety.disclosureDue({ visitorId, sessionStartedAt: startedAt, sessionDisclosedAt: null });
    return { sessionId: session.id, greeting, limitSeconds: session.limitSeconds, startedAt: startedAt.toISOString(), disclosure };
  }

  function describe(
    s: { mood: string; therapyType: string; topic: string; language: string; limitSeconds: number; startedAt: Date },
    id: string,
    messages: TherapyMessage[],
  ): ActiveTherapySession {
    const now = app.clock.now();
    return {
      sessionId: id,
      mood: s.mood,
      therapyType: s.therapyType,
      topic: s.topic,
      language: s.language,
      limitSeconds: s.limitSeconds,
      startedAt: s.startedAt.toISOString(),
      elapsedSeconds: Math.min(secondsSince(s.startedAt, now), s.limitSeconds),
      expired: secondsSince(s.startedAt, now) >= s.limitSeconds,
      messages,
    };
  }

  return {
    async start(request: FastifyRequest, reply: FastifyReply, input: TherapyStart) {
      return request.auth ? startForUser(request.auth.userId, input) : startForVisitor(request, reply, input);
    },

    // No open session is an expected state, not an error: 200 with null (no 404 in the console).
    async active(request: FastifyRequest, reply: FastifyReply): Promise<ActiveTherapySession | null> {
      if (!request.auth) {
        const s = visitors.active(app.quotas.visitorId(request, reply));
        return s ? describe(s, s.id, s.messages) : null;
      }
      const session = await repo.openSession(app, app.db, request.auth.userId);
      if (!session) return null;
      await chargeIfExpired(session);
      return describe(session, session.id, await repo.listMessages(app, session.id));
    },

    async reply(request: FastifyRequest, reply: FastifyReply, sessionId: string, text: string) {
      const abort = new AbortController();
      if (!request.auth) {
        const s = visitorSession(request, reply, sessionId);
        const now = app.clock.now();
        const input = { text, language: s.language, feature: 'therapy' as const, visitorId: s.visitorId, conversationKey: `therapy:${sessionId}` };
        let screened = await app.safety.screenOffline(input);
        s.messages.push({ role: 'user', content: text, createdAt: now.toISOString() });
        const chunks = screened.safety.crisis
          ? oneChunk(screened.crisisReply ?? '')
          : gatedReply(
              app.ai.therapyReplyStream({
                caller: { visitorId: s.visitorId },
                context: contextOf(s),
                turns: toTurns(s.messages),
                signal: abort.signal,
              }),
              app.safety.screenProvider(input),
              abort,
              (flagged) => (screened = flagged),
            );
        await streamEvents(request, reply, chunks, abort, async (full) => {
          s.messages.push({ role: 'assistant', content: full, createdAt: app.clock.now().toISOString() });
          return { done: true, safety: screened.safety };
        });
        return;
      }

      const userId = request.auth.userId;
      const session = await ownSession(userId, sessionId);
      if (session.endedAt) throw new HttpError(409, SESSION_ENDED);
      if (isPastLimit(session, app.clock.now())) {
        await chargeIfExpired(session);
        throw new HttpError(409, SESSION_TIME_OVER);
      }
      const input = { text, language: session.language, feature: 'therapy' as const, userId, conversationKey: `therapy:${session.id}` };
      // Offline layers now (a hit spends no model call); the provider check runs beside the model.
      let screened = await app.safety.screenOffline(input);
      await repo.addMessages(app, session, [{ role: 'user', content: text, at: app.clock.now() }]);
      let chunks: AsyncIterable<string>;
      if (screened.safety.crisis) chunks = oneChunk(screened.crisisReply ?? '');
      else {
        const providerCheck = app.safety.screenProvider(input);
        providerCheck.catch(() => {}); // awaited by gatedReply; never unhandled if a read below throws
        const [user, messages, previousSummary] = await Promise.all([
          requireUser(userId),
          repo.listMessages(app, session.id),
          repo.lastSummary(app, userId),
        ]);
        const context = contextOf(session, { firstName: firstName(user.name), previousSummary });
        chunks = gatedReply(
          app.ai.therapyReplyStream({ caller: { userId }, context, turns: toTurns(messages), signal: abort.signal }),
          providerCheck,
          abort,
          (flagged) => (screened = flagged),
        );
      }
      await streamEvents(request, reply, chunks, abort, async (full) => {
        // Strictly after the user's turn, even within the same millisecond.
        await repo.addMessages(app, session, [{ role: 'assistant', content: full, at: new Date(app.clock.now().getTime() + 1) }]);
        return { done: true, safety: screened.safety };
      });
    },

    async end(
      request: FastifyRequest,
      reply: FastifyReply,
      sessionId: string,
      opts: { summarize: boolean; time?: string },
    ): Promise<{ therapy: TherapyRecord | null; account: TherapyAccount | null }> {
      if (!request.auth) {
        // Visitors' sessions are never saved (spec 6).
        const s = visitors.get(sessionId, app.quotas.visitorId(request, reply));
        if (!s) throw new HttpError(404, SESSION_NOT_FOUND);
        s.endedAt ??= app.clock.now();
        return { therapy: null, account: null };
      }
      const userId = request.auth.userId;
      let session = await ownSession(userId, sessionId);
      if (!session.endedAt) {
        let description = '';
        if (opts.summarize) {
          const [user, messages, previousSummary] = await Promise.all([
            requireUser(userId),
            repo.listMessages(app, session.id),
            repo.lastSummary(app, userId),
          ]);
          try {
            description = await app.ai.therapySummary({
              caller: { userId },
              context: contextOf(session, { firstName: firstName(user.name), previousSummary }),
              turns: toTurns(messages),
            });
          } catch (err) {
            request.log.warn({ err: (err as Error).message }, 'therapy summary failed');
            throw new HttpError(502, THERAPY_ERRORS.save);
          }
        }
        const now = app.clock.now();
        await transactionWithRetry(app.db, async (tx) => {
          // Only the call that ends the session stores a record and spends the allowance.
          await lockUserRow(tx, userId);
          const ended = await repo.markEnded(app, tx, session.id, now);
          if (!ended) return;
          const length = Math.min(secondsSince(ended.startedAt, now), ended.limitSeconds);
          // Both mood check-ins already made: the summary carries the change (no model call).
          const moodLine = await sessionMoodLine(app, tx, ended.id);
          const record = await repo.insertRecord(
            app,
            tx,
            userId,
            {
              feeling: ended.mood,
              type: ended.therapyType,
              topic: ended.topic,
              sessionLength: formatMmSs(length),
              description: moodLine ? withMoodLine(description, moodLine) : description,
              date: now.toISOString(),
              time: opts.time || utcTimeOfDay(now),
            },
            ended.id,
            now,
          );
          await repo.linkRecord(tx, ended.id, record.id);
          await repo.chargeOnce(tx, ended, now);
        });
        session = await ownSession(userId, sessionId);
      }
      const user = await requireUser(userId);
      return {
        therapy: await repo.findRecordBySession(app, session.id),
        account: { isPremium: isPremium(user), isTherapy: user.isTherapy, totalSessions: user.totalSessions },
      };
    },
  };

  function visitorSession(request: FastifyRequest, reply: FastifyReply, sessionId: string): VisitorSession {
    const s = visitors.get(sessionId, app.quotas.visitorId(request, reply));
    if (!s) throw new HttpError(404, SESSION_NOT_FOUND);
    if (s.endedAt) throw new HttpError(409, SESSION_ENDED);
    if (isPastLimit(s, app.clock.now())) throw new HttpError(409, SESSION_TIME_OVER);
    return s;
  }
}
export type TherapyService = ReturnType<typeof createTherapyService>;

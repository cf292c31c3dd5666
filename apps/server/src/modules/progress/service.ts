import {
  CHECKINS_PER_DAY_MAX,
  QUESTIONNAIRES,
  QUESTIONNAIRE_INTERVAL_DAYS,
  questionnaireTooSoon,
  scoreQuestionnaire,
  type MoodCheckin,
  type MoodCheckinInput,
  type ProgressFields,
  type QuestionnaireAvailability,
  type QuestionnaireInput,
  type QuestionnaireKind,
  type QuestionnaireSubmitReply,
} from '@haven/core';
import { helplinesFor, toSafetyLanguage } from '@haven/core/safety';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lockUserRow, transactionWithRetry } from '../../db/locks';
import { moodCheckins, questionnaireResults, safetyEvents } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { decodeCursor } from '../history/cursor';
import { storeProgress } from './figures';
import { updateRecordMoodLine } from './mood-line';
import * as repo from './repository';

const DAY_MS = 86_400_000;
export const SESSION_NOT_FOUND = 'Therapy session not found.';
export const CHECKIN_LIMIT_MESSAGE = `You can check in at most ${CHECKINS_PER_DAY_MAX} times a day. Please try again later.`;

/** "December 8, 2026" (UTC): the date in questionnaireTooSoon. */
export const longDate = (at: Date) => at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function availabilityOf(last: Date | null, now: Date): QuestionnaireAvailability {
  if (!last) return { lastAt: null, nextAt: null };
  const next = new Date(last.getTime() + QUESTIONNAIRE_INTERVAL_DAYS * DAY_MS);
  return { lastAt: last.toISOString(), nextAt: next > now ? next.toISOString() : null };
}

export function createProgressService(app: FastifyInstance) {
  const d = (s: string) => app.cipher.decrypt(s);

  return {
    /** POST /progress/{userId}/checkins: one transaction, the user's row locked first. */
    async addCheckin(userId: string, input: MoodCheckinInput): Promise<{ checkin: MoodCheckin; progress: ProgressFields }> {
      const forSession = input.context === 'before_session' || input.context === 'after_session';
      if (forSession && !input.sessionId) throw new HttpError(400, `sessionId: sessionId is required for a ${input.context} check-in.`, { field: 'sessionId' });
      if (!forSession && input.sessionId) throw new HttpError(400, 'sessionId: sessionId is only for before_session or after_session check-ins.', { field: 'sessionId' });
      const now = app.clock.now();
      return transactionWithRetry(app.db, async (tx) => {
        await lockUserRow(tx, userId);
        let sessionEnded = false;
        if (input.sessionId) {
          const session = await repo.findUserSession(tx, input.sessionId);
          // Another user's session is reported exactly like one that does not exist.
          if (!session || session.userId !== userId) throw new HttpError(404, SESSION_NOT_FOUND, { field: 'sessionId' });
          sessionEnded = Boolean(session.endedAt);
        }
        // Counted under the row lock: parallel check-ins cannot pass the cap together.
        if ((await repo.countCheckinsSince(tx, userId, new Date(now.getTime() - DAY_MS))) >= CHECKINS_PER_DAY_MAX) throw new HttpError(429, CHECKIN_LIMIT_MESSAGE);
        const row = await repo.insertCheckin(app, tx, {
          userId,
          mood: input.mood,
          intensity: input.intensity ?? null,
          note: input.note ?? '',
          goals: Object.fromEntries(Object.entries(input.goals ?? {}).filter(([, v]) => typeof v === 'number')),
          context: input.context,
          sessionId: input.sessionId ?? null,
          at: now,
        });
        // A check-in on an ended session (usually the after-session one): its record's summary gets
        // the mood line once both check-ins exist (a no-op otherwise).
        if (forSession && sessionEnded) await updateRecordMoodLine(app, tx, input.sessionId!);
        const progress = await storeProgress(app, tx, userId, now);
        return { checkin: repo.toCheckin(row, d), progress };
      });
    },

    async listCheckins(userId: string, q: { cursor?: string; limit: number }) {
      const page = await repo.pageOf(app.db, moodCheckins, userId, { cursor: q.cursor ? decodeCursor(q.cursor) : undefined, limit: q.limit });
      return { items: page.rows.map((r) => repo.toCheckin(r as repo.CheckinRow, d)), nextCursor: page.nextCursor };
    },

    /**
     * POST /progress/{userId}/questionnaires: scored here; at most once per QUESTIONNAIRE_INTERVAL_DAYS
     * per kind, decided under the user's row lock so parallel submits give one result.
     */
    async submitQuestionnaire(userId: string, input: QuestionnaireInput, opts: { country?: string; language?: string } = {}): Promise<QuestionnaireSubmitReply> {
      const scored = scoreQuestionnaire(input.kind, input.answers);
      const now = app.clock.now();
      const def = QUESTIONNAIRES[input.kind];
      // Help lines follow the language the user last chose for therapy (the record has no country).
      const language = toSafetyLanguage(opts.language ?? (scored.selfHarmFlag ? await repo.latestTherapyLanguage(app.db, userId) : null)) ?? 'en';
      const helplines: QuestionnaireSubmitReply['helplines'] = scored.selfHarmFlag ? helplinesFor({ country: opts.country, language }) : [];
      const row = await transactionWithRetry(app.db, async (tx) => {
        await lockUserRow(tx, userId);
        const last = await repo.lastQuestionnaire(tx, userId, input.kind, new Date(now.getTime() - QUESTIONNAIRE_INTERVAL_DAYS * DAY_MS));
        if (last) {
          // Nothing is stored, but answers that open the crisis path still get the help lines.
          const extra = { availability: availabilityOf(last.createdAt, now), ...(scored.selfHarmFlag ? { crisis: true, helplines } : {}) };
          throw new HttpError(409, questionnaireTooSoon(def.title, longDate(new Date(last.createdAt.getTime() + QUESTIONNAIRE_INTERVAL_DAYS * DAY_MS))), extra);
        }
        const inserted = await repo.insertQuestionnaire(app, tx, { userId, kind: input.kind, answers: input.answers, difficulty: input.difficulty ?? null, score: scored.score, band: scored.band.key, at: now });
        if (scored.selfHarmFlag) {
          // Recorded like a crisis turn (no text): feature, sealed category, language, source.
          await tx.insert(safetyEvents).values({ userId, feature: 'questionnaire', category: app.cipher.encrypt('suicide'), language, source: 'questionnaire', createdAt: now });
        }
        await storeProgress(app, tx, userId, now);
        return inserted;
      });
      return { result: repo.toQuestionnaireResult(row, d), crisis: scored.selfHarmFlag, helplines, availability: availabilityOf(row.createdAt, now) };
    },

    async listQuestionnaires(userId: string, q: { cursor?: string; limit: number; kind?: QuestionnaireKind }) {
      const page = await repo.pageOf(app.db, questionnaireResults, userId, { cursor: q.cursor ? decodeCursor(q.cursor) : undefined, limit: q.limit, extra: q.kind ? eq(questionnaireResults.kind, q.kind) : undefined });
      return { items: page.rows.map((r) => repo.toQuestionnaireResult(r as repo.QuestionnaireRow, d)), nextCursor: page.nextCursor };
    },

    async addPlay(userId: string, seconds: number): Promise<void> {
      const now = app.clock.now();
      await transactionWithRetry(app.db, async (tx) => {
        await lockUserRow(tx, userId);
        await repo.insertPlay(tx, userId, seconds, now);
        await storeProgress(app, tx, userId, now);
      });
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;

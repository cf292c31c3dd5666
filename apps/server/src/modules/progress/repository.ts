import { QUESTIONNAIRES, moodScore, type CheckinContext, type CheckinMood, type GoalKey, type MoodCheckin, type QuestionnaireKind, type QuestionnaireResult } from '@haven/core';
import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { meditationPlays, moodCheckins, questionnaireResults, therapySessions } from '../../db/schema';
import { type Cursor, encodeCursor } from '../history/cursor';
import { parseGoals } from './figures';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;
type Decrypt = (sealed: string) => string;
export type CheckinRow = typeof moodCheckins.$inferSelect;
export type QuestionnaireRow = typeof questionnaireResults.$inferSelect;

export function toCheckin(r: CheckinRow, d: Decrypt): MoodCheckin {
  const mood = d(r.mood) as CheckinMood;
  return {
    id: r.id,
    mood,
    intensity: r.intensity,
    note: r.note ? d(r.note) : '',
    context: r.context as CheckinContext,
    sessionId: r.sessionId,
    goals: parseGoals(r.goals ? d(r.goals) : ''),
    score: moodScore(mood, r.intensity),
    createdAt: r.createdAt.toISOString(),
  };
}

export function toQuestionnaireResult(r: QuestionnaireRow, d: Decrypt): QuestionnaireResult {
  const kind = r.kind as QuestionnaireKind;
  const stored = JSON.parse(d(r.answers)) as { answers: number[]; difficulty: number | null };
  const bandKey = d(r.band);
  const band = QUESTIONNAIRES[kind].bands.find((b) => b.key === bandKey);
  return { id: r.id, kind, answers: stored.answers, difficulty: stored.difficulty ?? null, score: Number(d(r.score)), band: bandKey, bandLabel: band?.label ?? bandKey, createdAt: r.createdAt.toISOString() };
}

export async function insertCheckin(
  app: FastifyInstance,
  db: Executor,
  values: { userId: string; mood: string; intensity: number | null; note: string; goals: Partial<Record<GoalKey, number>>; context: CheckinContext; sessionId: string | null; at: Date },
): Promise<CheckinRow> {
  const e = (s: string) => (s ? app.cipher.encrypt(s) : '');
  const hasGoals = Object.keys(values.goals).length > 0;
  const [row] = await db
    .insert(moodCheckins)
    .values({
      userId: values.userId,
      mood: app.cipher.encrypt(values.mood),
      intensity: values.intensity,
      note: e(values.note),
      goals: hasGoals ? app.cipher.encrypt(JSON.stringify(values.goals)) : '',
      hasGoals,
      context: values.context,
      sessionId: values.sessionId,
      createdAt: values.at,
    })
    .returning();
  return row;
}

export async function countCheckinsSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [r] = await db.select({ n: count() }).from(moodCheckins).where(and(eq(moodCheckins.userId, userId), gte(moodCheckins.createdAt, since)));
  return Number(r?.n ?? 0);
}

export async function findUserSession(db: Executor, sessionId: string) {
  const [s] = await db.select({ id: therapySessions.id, userId: therapySessions.userId, endedAt: therapySessions.endedAt }).from(therapySessions).where(eq(therapySessions.id, sessionId)).limit(1);
  return s ?? null;
}

/** The newest result of one kind at or after `since`. */
export async function lastQuestionnaire(db: Executor, userId: string, kind: QuestionnaireKind, since?: Date): Promise<{ createdAt: Date } | null> {
  const [r] = await db
    .select({ createdAt: questionnaireResults.createdAt })
    .from(questionnaireResults)
    .where(and(eq(questionnaireResults.userId, userId), eq(questionnaireResults.kind, kind), since ? gte(questionnaireResults.createdAt, since) : undefined))
    .orderBy(desc(questionnaireResults.createdAt))
    .limit(1);
  return r ?? null;
}

export async function insertQuestionnaire(
  app: FastifyInstance,
  db: Executor,
  v: { userId: string; kind: QuestionnaireKind; answers: number[]; difficulty: number | null; score: number; band: string; at: Date },
): Promise<QuestionnaireRow> {
  const e = (s: string) => app.cipher.encrypt(s);
  const [row] = await db
    .insert(questionnaireResults)
    .values({ userId: v.userId, kind: v.kind, answers: e(JSON.stringify({ answers: v.answers, difficulty: v.difficulty })), score: e(String(v.score)), band: e(v.band), createdAt: v.at })
    .returning();
  return row;
}

export async function insertPlay(db: Executor, userId: string, seconds: number, at: Date): Promise<void> {
  await db.insert(meditationPlays).values({ userId, seconds, createdAt: at });
}

/** The language of the user's latest therapy session (for help lines), if any. */
export async function latestTherapyLanguage(db: Executor, userId: string): Promise<string | null> {
  const [s] = await db.select({ language: therapySessions.language }).from(therapySessions).where(eq(therapySessions.userId, userId)).orderBy(desc(therapySessions.startedAt)).limit(1);
  return s?.language ?? null;
}

/** One page, newest first, keyset on (created_at, id) like GET /history. */
export async function pageOf<T extends typeof moodCheckins | typeof questionnaireResults>(
  db: Executor,
  table: T,
  userId: string,
  opts: { cursor?: Cursor; limit: number; extra?: SQL },
): Promise<{ rows: T['$inferSelect'][]; nextCursor: string | null }> {
  const t = table as typeof moodCheckins;
  const older = opts.cursor ? sql`(${t.createdAt}, ${t.id}) < (${opts.cursor.at}::timestamptz, ${opts.cursor.id}::uuid)` : undefined;
  const rows = (await db
    .select({ row: t, at: sql<string>`${t.createdAt}::text` })
    .from(t)
    .where(and(eq(t.userId, userId), older, opts.extra))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(opts.limit + 1)) as { row: T['$inferSelect']; at: string }[];
  const kept = rows.slice(0, opts.limit);
  const last = kept.at(-1);
  return { rows: kept.map((r) => r.row), nextCursor: rows.length > opts.limit && last ? encodeCursor({ at: last.at, id: last.row.id }) : null };
}

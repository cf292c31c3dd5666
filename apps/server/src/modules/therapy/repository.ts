import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PREMIUM_MIN_CHARGED_SECONDS, type TherapyMessage, type TherapyRecord } from '@haven/core';
import type { Db } from '../../db/client';
import { therapyMessages, therapyRecords, therapySessions, users } from '../../db/schema';
import { stripMoodLine } from '../progress/mood-line';

// Message contents, summaries, and the mood, therapy type and topic of sessions and records are
// stored as app.cipher ciphertext; rows leave this file opened (legacy plain rows read as they are).

export type SessionRow = typeof therapySessions.$inferSelect;
type RecordRow = typeof therapyRecords.$inferSelect;
/** The database or an open transaction. */
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

export async function findTherapyUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, isPremium: users.isPremium, subType: users.subType, totalSessions: users.totalSessions, isTherapy: users.isTherapy })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
export type TherapyUser = NonNullable<Awaited<ReturnType<typeof findTherapyUser>>>;

function opened(app: FastifyInstance, row: SessionRow | undefined): SessionRow | null {
  if (!row) return null;
  const d = (s: string) => app.cipher.decrypt(s);
  return { ...row, mood: d(row.mood), therapyType: d(row.therapyType), topic: d(row.topic) };
}

export async function findSession(app: FastifyInstance, id: string): Promise<SessionRow | null> {
  const [row] = await app.db.select().from(therapySessions).where(eq(therapySessions.id, id)).limit(1);
  return opened(app, row);
}

/** The user's open session; a unique index keeps it to one at most. */
export async function openSession(app: FastifyInstance, db: Executor, userId: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(therapySessions)
    .where(and(eq(therapySessions.userId, userId), isNull(therapySessions.endedAt)))
    .orderBy(desc(therapySessions.startedAt))
    .limit(1);
  return opened(app, row);
}

export async function createSession(app: FastifyInstance, db: Executor, values: typeof therapySessions.$inferInsert): Promise<SessionRow> {
  const e = (s: string) => app.cipher.encrypt(s);
  const [row] = await db
    .insert(therapySessions)
    .values({ ...values, mood: e(values.mood), therapyType: e(values.therapyType), topic: e(values.topic) })
    .returning();
  return opened(app, row)!;
}

/** The session's first assistant turn: the greeting a resumed start answers with. */
export async function greetingOf(app: FastifyInstance, db: Executor, sessionId: string): Promise<string> {
  const [row] = await db
    .select({ content: therapyMessages.content })
    .from(therapyMessages)
    .where(and(eq(therapyMessages.sessionId, sessionId), eq(therapyMessages.role, 'assistant')))
    .orderBy(asc(therapyMessages.createdAt))
    .limit(1);
  return row ? app.cipher.decrypt(row.content) : '';
}

export async function markDisclosed(app: FastifyInstance, sessionId: string, at: Date) {
  await app.db.update(therapySessions).set({ disclosedAt: at }).where(eq(therapySessions.id, sessionId));
}

export async function addMessages(app: FastifyInstance, session: SessionRow, messages: { role: 'user' | 'assistant'; content: string; at: Date }[], db: Executor = app.db) {
  if (messages.length === 0) return;
  await db.insert(therapyMessages).values(
    messages.map((m) => ({ sessionId: session.id, userId: session.userId, role: m.role, content: app.cipher.encrypt(m.content), createdAt: m.at })),
  );
}

export async function listMessages(app: FastifyInstance, sessionId: string): Promise<TherapyMessage[]> {
  const rows = await app.db.select().from(therapyMessages).where(eq(therapyMessages.sessionId, sessionId)).orderBy(asc(therapyMessages.createdAt));
  return rows.map((r) => ({ role: r.role, content: app.cipher.decrypt(r.content), createdAt: r.createdAt.toISOString() }));
}

/** The description of the user's last therapy record: the previous summary for the prompt (spec 7). */
export async function lastSummary(app: FastifyInstance, userId: string): Promise<string | undefined> {
  const [row] = await app.db
    .select({ description: therapyRecords.description })
    .from(therapyRecords)
    .where(eq(therapyRecords.userId, userId))
    .orderBy(desc(therapyRecords.createdAt))
    .limit(1);
  // The server's mood line (check-ins) stays out of model prompts.
  const text = row ? stripMoodLine(app.cipher.decrypt(row.description)) : '';
  return text || undefined;
}

export async function findRecordBySession(app: FastifyInstance, sessionId: string): Promise<TherapyRecord | null> {
  const [row] = await app.db.select().from(therapyRecords).where(eq(therapyRecords.sessionId, sessionId)).limit(1);
  return row ? toTherapyRecord(app, row) : null;
}

/** The user's therapy list, oldest first, in the spec's shape (getTherapy and getUser). */
export async function listTherapyRecords(app: FastifyInstance, userId: string): Promise<TherapyRecord[]> {
  const rows = await app.db.select().from(therapyRecords).where(eq(therapyRecords.userId, userId)).orderBy(asc(therapyRecords.createdAt));
  return rows.map((r) => toTherapyRecord(app, r));
}

export interface RecordFields {
  feeling: string;
  type: string;
  topic: string;
  sessionLength: string;
  description: string;
  date: string;
  time: string;
}

export async function insertRecord(app: FastifyInstance, db: Executor, userId: string, fields: RecordFields, sessionId: string | null, at: Date): Promise<RecordRow> {
  const [row] = await db
    .insert(therapyRecords)
    .values({ userId, sessionId, ...fields, ...sealRecordFields(app, fields), createdAt: at })
    .returning();
  return row;
}

/** The record's sealed fields; an empty value stays empty. */
function sealRecordFields(app: FastifyInstance, f: Pick<RecordFields, 'feeling' | 'type' | 'topic' | 'description'>) {
  const e = (s: string) => (s ? app.cipher.encrypt(s) : s);
  return { feeling: e(f.feeling), type: e(f.type), topic: e(f.topic), description: e(f.description) };
}

export function toTherapyRecord(app: FastifyInstance, r: RecordRow): TherapyRecord {
  return {
    _id: r.id,
    feeling: app.cipher.decrypt(r.feeling),
    type: app.cipher.decrypt(r.type),
    topic: app.cipher.decrypt(r.topic),
    sessionLength: r.sessionLength,
    description: app.cipher.decrypt(r.description),
    date: r.date,
    time: r.time,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Marks the session ended; true only for the one call that actually ended it (a conditional
 * UPDATE, so concurrent Save & Exit calls cannot both proceed).
 */
export async function markEnded(app: FastifyInstance, db: Executor, sessionId: string, at: Date): Promise<SessionRow | null> {
  const [row] = await db
    .update(therapySessions)
    .set({ endedAt: at })
    .where(and(eq(therapySessions.id, sessionId), isNull(therapySessions.endedAt)))
    .returning();
  return opened(app, row);
}

export async function linkRecord(db: Executor, sessionId: string, recordId: string) {
  await db.update(therapySessions).set({ therapyRecordId: recordId }).where(eq(therapySessions.id, sessionId));
}

/**
 * Settles the session's allowance exactly once: the conditional UPDATE on charged_at wins for one
 * caller only. A free session marks the free therapy used (spec 4, time-out). A premium session
 * decrements the remaining count only if it lasted PREMIUM_MIN_CHARGED_SECONDS (issue 18); the
 * caller holds the user's row lock (lockUserRow). True when a credit was spent.
 */
export async function chargeOnce(db: Executor, session: SessionRow, at: Date): Promise<boolean> {
  const lasted = Math.min(Math.max(0, (at.getTime() - session.startedAt.getTime()) / 1000), session.limitSeconds);
  const spends = !session.isPremiumSession || lasted >= PREMIUM_MIN_CHARGED_SECONDS;
  const [won] = await db
    .update(therapySessions)
    .set({ chargedAt: at, creditSpent: spends })
    .where(and(eq(therapySessions.id, session.id), isNull(therapySessions.chargedAt)))
    .returning({ id: therapySessions.id });
  if (!won || !spends) return false;
  if (session.isPremiumSession) {
    await db
      .update(users)
      .set({ totalSessions: sql`greatest(${users.totalSessions} - 1, 0)`, updatedAt: at })
      .where(eq(users.id, session.userId));
  } else {
    await db.update(users).set({ isTherapy: true, updatedAt: at }).where(eq(users.id, session.userId));
  }
  return true;
}

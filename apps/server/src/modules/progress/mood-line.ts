import { moodDisplay, moodScore } from '@haven/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { moodCheckins, therapyRecords } from '../../db/schema';
import { pairSessions } from './figures';

// Item 6 of issue 16: a therapy record's summary mentions the session's pre/post mood change. The
// line is written by the server from the check-ins (no model call) and is never sent to a model:
// the previous summary that therapy prompts carry has it removed (stripMoodLine).

type Reader = Pick<Db, 'select' | 'update'>;

const MOOD_LINE = /(?:\n\n)?^Mood: [^\n]* before, [^\n]* after \([+-]\d+\.\d\)\.$/m;

/** "Mood: Anxious 3.8/10 before, Calm 6.3/10 after (+2.5)." */
export function formatMoodLine(before: { mood: string; score: number }, after: { mood: string; score: number }): string {
  const change = Math.round((after.score - before.score) * 10) / 10;
  const sign = change >= 0 ? '+' : '-';
  return `Mood: ${moodDisplay(before.mood).label} ${before.score.toFixed(1)}/10 before, ${moodDisplay(after.mood).label} ${after.score.toFixed(1)}/10 after (${sign}${Math.abs(change).toFixed(1)}).`;
}

/** The summary without the server's mood line (what may be shown to a model). */
export function stripMoodLine(text: string): string {
  return text.replace(new RegExp(MOOD_LINE.source, 'gm'), '').trimEnd();
}

/** The summary with its mood line set to `line` (replacing an earlier one). */
export function withMoodLine(text: string, line: string): string {
  const base = stripMoodLine(text);
  return base ? `${base}\n\n${line}` : line;
}

/** The session's mood line, when it has a before_session and an after_session check-in. */
export async function sessionMoodLine(app: FastifyInstance, db: Reader, sessionId: string): Promise<string | null> {
  const rows = await db
    .select({ mood: moodCheckins.mood, intensity: moodCheckins.intensity, context: moodCheckins.context, sessionId: moodCheckins.sessionId, createdAt: moodCheckins.createdAt })
    .from(moodCheckins)
    .where(and(eq(moodCheckins.sessionId, sessionId), inArray(moodCheckins.context, ['before_session', 'after_session'])))
    .orderBy(asc(moodCheckins.createdAt));
  const [pair] = pairSessions(rows);
  if (!pair) return null;
  const open = (r: { mood: string; intensity: number | null }) => {
    const mood = app.cipher.decrypt(r.mood);
    return { mood, score: moodScore(mood, r.intensity) };
  };
  return formatMoodLine(open(pair.before), open(pair.after));
}

/** Adds (or refreshes) the mood line in the stored summary of the session's therapy record, if it has one. */
export async function updateRecordMoodLine(app: FastifyInstance, db: Reader, sessionId: string): Promise<boolean> {
  const line = await sessionMoodLine(app, db, sessionId);
  if (!line) return false;
  const [record] = await db.select({ id: therapyRecords.id, description: therapyRecords.description }).from(therapyRecords).where(eq(therapyRecords.sessionId, sessionId)).limit(1);
  if (!record) return false;
  const description = withMoodLine(app.cipher.decrypt(record.description), line);
  await db.update(therapyRecords).set({ description: app.cipher.encrypt(description) }).where(eq(therapyRecords.id, record.id));
  return true;
}

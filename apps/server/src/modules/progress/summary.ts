import { moodScore, QUESTIONNAIRE_KINDS, QUESTIONNAIRE_INTERVAL_DAYS, QUESTIONNAIRES, type CheckinMood, type MoodDay, type ProgressRange, type ProgressSummary, type QuestionnaireKind } from '@haven/core';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { meditationPlays, moodCheckins, questionnaireResults, therapySessions, users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { activeDays, freshProgress, localDate, pairSessions } from './figures';
import { availabilityOf } from './service';

const DAY_MS = 86_400_000;
/** The streak looks back at most this many days. */
export const STREAK_MAX_DAYS = 365;

/** The date `n` days before a YYYY-MM-DD date. */
export const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

function streakOf(active: Set<string>, today: string): number {
  let day = active.has(today) ? today : daysBefore(today, 1);
  let n = 0;
  while (active.has(day)) {
    n++;
    day = daysBefore(day, 1);
  }
  return n;
}

/** PostgreSQL refuses a zone name Intl accepted (22023): a 400 like the schema's own message. */
function unknownZone(err: unknown): boolean {
  let e = err as { code?: string; cause?: unknown } | undefined;
  for (let i = 0; e && i < 6; i++, e = e.cause as typeof e) if (e.code === '22023') return true;
  return false;
}

/**
 * GET /progress/{userId}/summary: the range's days are counted in `timeZone`. Every query is bounded
 * by the range (fetched from a day before its first local midnight, then cut to the local dates);
 * only a streak as long as the range looks further back, up to STREAK_MAX_DAYS, in one more query.
 */
export async function progressSummary(app: FastifyInstance, user: typeof users.$inferSelect, days: ProgressRange, timeZone: string): Promise<ProgressSummary> {
  const userId = user.id;
  const d = (s: string) => app.cipher.decrypt(s);
  const now = app.clock.now();
  const today = localDate(now, timeZone);
  const first = daysBefore(today, days - 1);
  const from = new Date(now.getTime() - (days + 1) * DAY_MS);
  const inRange = (at: Date) => localDate(at, timeZone) >= first;

  let active: Set<string>;
  try {
    active = await activeDays(app.db, userId, from, timeZone);
  } catch (err) {
    if (unknownZone(err)) throw new HttpError(400, 'tz: tz must be an IANA time zone such as Europe/Paris.', { field: 'tz' });
    throw err;
  }
  const rangeActive = [...active].filter((x) => x >= first);
  let streak = streakOf(active, today);
  if (streak >= days) streak = streakOf(await activeDays(app.db, userId, new Date(now.getTime() - (STREAK_MAX_DAYS + 1) * DAY_MS), timeZone), today);

  const checkinRows = (
    await app.db
      .select({ mood: moodCheckins.mood, intensity: moodCheckins.intensity, context: moodCheckins.context, sessionId: moodCheckins.sessionId, createdAt: moodCheckins.createdAt })
      .from(moodCheckins)
      .where(and(eq(moodCheckins.userId, userId), gte(moodCheckins.createdAt, from)))
      .orderBy(asc(moodCheckins.createdAt))
  ).filter((r) => inRange(r.createdAt));
  const scored = checkinRows.map((r) => {
    const mood = d(r.mood) as CheckinMood;
    return { ...r, mood, score: moodScore(mood, r.intensity), date: localDate(r.createdAt, timeZone) };
  });
  const byDay = new Map<string, typeof scored>();
  for (const c of scored) byDay.set(c.date, [...(byDay.get(c.date) ?? []), c]);
  const moods: MoodDay[] = [...byDay].map(([date, list]) => ({
    date,
    score: Math.round((list.reduce((s, c) => s + c.score, 0) / list.length) * 10) / 10,
    mood: list.at(-1)!.mood,
    count: list.length,
  }));

  const qFrom = new Date(Math.min(from.getTime(), now.getTime() - QUESTIONNAIRE_INTERVAL_DAYS * DAY_MS));
  const qRows = await app.db
    .select({ kind: questionnaireResults.kind, score: questionnaireResults.score, band: questionnaireResults.band, createdAt: questionnaireResults.createdAt })
    .from(questionnaireResults)
    .where(and(eq(questionnaireResults.userId, userId), gte(questionnaireResults.createdAt, qFrom)))
    .orderBy(asc(questionnaireResults.createdAt));
  const questionnaires = Object.fromEntries(
    QUESTIONNAIRE_KINDS.map((kind: QuestionnaireKind) => {
      const mine = qRows.filter((r) => r.kind === kind);
      const points = mine
        .filter((r) => inRange(r.createdAt))
        .map((r) => {
          const band = d(r.band);
          return { date: localDate(r.createdAt, timeZone), score: Number(d(r.score)), band, bandLabel: QUESTIONNAIRES[kind].bands.find((b) => b.key === band)?.label ?? band };
        });
      return [kind, { points, availability: availabilityOf(mine.at(-1)?.createdAt ?? null, now) }];
    }),
  ) as ProgressSummary['questionnaires'];

  const sessions = (
    await app.db
      .select({ startedAt: therapySessions.startedAt, endedAt: therapySessions.endedAt, limitSeconds: therapySessions.limitSeconds })
      .from(therapySessions)
      .where(and(eq(therapySessions.userId, userId), gte(therapySessions.startedAt, from)))
  ).filter((s) => inRange(s.startedAt));
  const seconds = sessions.reduce((sum, s) => sum + Math.max(0, Math.min(((s.endedAt ?? now).getTime() - s.startedAt.getTime()) / 1000, s.limitSeconds)), 0);

  const plays = (await app.db.select({ createdAt: meditationPlays.createdAt }).from(meditationPlays).where(and(eq(meditationPlays.userId, userId), gte(meditationPlays.createdAt, from)))).filter((p) =>
    inRange(p.createdAt),
  );

  const sessionMoodChanges = pairSessions(scored).map((p) => ({ sessionId: p.sessionId, date: p.after.date, before: p.before.score, after: p.after.score }));

  return {
    days,
    timeZone,
    moods,
    checkins: scored.length,
    questionnaires,
    streak,
    daysActive: rangeActive.length,
    therapy: { sessions: sessions.length, minutes: Math.round(seconds / 60) },
    meditationsPlayed: plays.length,
    progress: await freshProgress(app, user),
    sessionMoodChanges,
  };
}

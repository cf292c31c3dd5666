import { GOAL_KEYS, moodScore, type GoalKey, type ProgressFields } from '@haven/core';
import { and, desc, eq, gte, inArray, isNotNull, lt, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { moodCheckins, users } from '../../db/schema';

// The computed progress figures (the spec's users.progress). Formulas, what counts as activity and
// the caching rule: docs/decisions/016-progress.md.

type Reader = Pick<Db, 'select' | 'execute' | 'update'>;
type Decrypt = (sealed: string) => string;
type Rows<T> = { rows: T[] };

const DAY_MS = 86_400_000;
/** appConsistency looks at this many days (today included). */
export const CONSISTENCY_DAYS = 30;
/** moodImprovement compares the last this-many days with the user's first this-many days of check-ins. */
export const MOOD_WINDOW_DAYS = 7;
/** goalProgress reads the latest ratings among this many newest check-ins that carry any. */
export const GOAL_CHECKINS_READ = 60;

export const ZERO_PROGRESS: ProgressFields = { moodImprovement: 0, appConsistency: 0, goalProgress: 0 };

/**
 * One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than
 * using one (it was a fifth of a warm getUser's time, via progressStamp) and holds native ICU
 * memory until a GC. Time zones are validated IANA names, so the map stays small; bounded anyway.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let f = dayFormats.get(timeZone);
  if (!f) {
    if (dayFormats.size >= 500) dayFormats.clear();
    dayFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  }
  return f;
}

/** YYYY-MM-DD of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  if (timeZone === 'UTC') return at.toISOString().slice(0, 10);
  return dayFormat(timeZone).format(at);
}

/**
 * The distinct days (YYYY-MM-DD in `timeZone`) with any activity since `from`: check-ins,
 * questionnaires, chats, therapy sessions started, meditation plays. One statement; each part is a
 * range scan of a (user_id, created_at) index, deduplicated per day by the database.
 */
export async function activeDays(db: Pick<Db, 'execute'>, userId: string, from: Date, timeZone: string): Promise<Set<string>> {
  const f = from.toISOString();
  const day = (col: string) => sql.raw(`(${col} at time zone `);
  const part = (table: string, col = 'created_at') =>
    sql`select distinct ${day(col)}${timeZone})::date::text as d from ${sql.identifier(table)} where user_id = ${userId} and ${sql.identifier(col)} >= ${f}::timestamptz`;
  const res = await db.execute(
    sql`select distinct d from (${part('mood_checkins')} union all ${part('questionnaire_results')} union all ${part('chats')} union all ${part('therapy_sessions', 'started_at')} union all ${part('meditation_plays')}) x`,
  );
  return new Set((res as unknown as Rows<{ d: string }>).rows.map((r) => r.d));
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const scoreOf = (d: Decrypt) => (r: { mood: string; intensity: number | null }) => moodScore(d(r.mood), r.intensity);

/** The pre/post pairs of therapy sessions: the first before_session and the last after_session check-in of each. */
export function pairSessions<R extends { sessionId: string | null; context: string; createdAt: Date }>(rows: R[]): { sessionId: string; before: R; after: R }[] {
  const bySession = new Map<string, { before?: R; after?: R }>();
  for (const r of [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    if (!r.sessionId) continue;
    const p = bySession.get(r.sessionId) ?? {};
    if (r.context === 'before_session' && !p.before) p.before = r;
    if (r.context === 'after_session') p.after = r;
    bySession.set(r.sessionId, p);
  }
  return [...bySession].flatMap(([sessionId, p]) => (p.before && p.after ? [{ sessionId, before: p.before, after: p.after }] : []));
}

async function moodImprovement(db: Reader, d: Decrypt, userId: string, now: Date): Promise<number> {
  const window = MOOD_WINDOW_DAYS * DAY_MS;
  const recentFrom = new Date(now.getTime() - window);
  const cols = { mood: moodCheckins.mood, intensity: moodCheckins.intensity };
  // Sequential on purpose: inside a transaction every query shares one connection.
  const recent = await db.select(cols).from(moodCheckins).where(and(eq(moodCheckins.userId, userId), gte(moodCheckins.createdAt, recentFrom)));
  const [first] = await db.select({ at: min(moodCheckins.createdAt) }).from(moodCheckins).where(eq(moodCheckins.userId, userId));
  const firstAt = first?.at ? new Date(first.at) : null;
  // A baseline only once the user's first week of check-ins lies wholly before the recent week.
  if (recent.length && firstAt && firstAt.getTime() + window <= recentFrom.getTime()) {
    const baseline = await db
      .select(cols)
      .from(moodCheckins)
      .where(and(eq(moodCheckins.userId, userId), gte(moodCheckins.createdAt, firstAt), lt(moodCheckins.createdAt, new Date(firstAt.getTime() + window))));
    if (baseline.length) return Math.round((mean(recent.map(scoreOf(d))) - mean(baseline.map(scoreOf(d)))) * 10);
  }
  // No baseline yet: the mean change across therapy sessions (after minus before), last 90 days.
  const sessionRows = await db
    .select({ ...cols, sessionId: moodCheckins.sessionId, context: moodCheckins.context, createdAt: moodCheckins.createdAt })
    .from(moodCheckins)
    .where(and(eq(moodCheckins.userId, userId), isNotNull(moodCheckins.sessionId), inArray(moodCheckins.context, ['before_session', 'after_session']), gte(moodCheckins.createdAt, new Date(now.getTime() - 90 * DAY_MS))))
    .orderBy(desc(moodCheckins.createdAt))
    .limit(200);
  const pairs = pairSessions(sessionRows);
  if (!pairs.length) return 0;
  const s = scoreOf(d);
  return Math.round(mean(pairs.map((p) => s(p.after) - s(p.before))) * 10);
}

/** The latest rating of each goal, from the newest check-ins that carry ratings (partial index). */
export async function latestGoalRatings(db: Reader, d: Decrypt, userId: string): Promise<Partial<Record<GoalKey, number>>> {
  const rows = await db
    .select({ goals: moodCheckins.goals })
    .from(moodCheckins)
    .where(and(eq(moodCheckins.userId, userId), eq(moodCheckins.hasGoals, true)))
    .orderBy(desc(moodCheckins.createdAt))
    .limit(GOAL_CHECKINS_READ);
  const latest: Partial<Record<GoalKey, number>> = {};
  for (const r of rows) {
    const g = parseGoals(d(r.goals));
    for (const k of GOAL_KEYS) if (latest[k] === undefined && typeof g[k] === 'number') latest[k] = g[k];
  }
  return latest;
}

export function parseGoals(text: string): Partial<Record<GoalKey, number>> {
  if (!text) return {};
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    return Object.fromEntries(GOAL_KEYS.filter((k) => typeof v[k] === 'number').map((k) => [k, v[k] as number]));
  } catch {
    return {};
  }
}

/**
 * goalProgress from the latest ratings: the goals the user set (non-empty text in personalGoals)
 * that have a rating; when the user set no goal text at all, every rated goal.
 */
export function goalProgressOf(latest: Partial<Record<GoalKey, number>>, personalGoals: Partial<Record<GoalKey, string>> | null | undefined): number {
  const set = GOAL_KEYS.filter((k) => (personalGoals?.[k] ?? '').trim() !== '');
  const keys = (set.length ? set : [...GOAL_KEYS]).filter((k) => latest[k] !== undefined);
  if (!keys.length) return 0;
  return Math.round(mean(keys.map((k) => latest[k]!)) * 10);
}

/** The three figures, computed from the stored rows (UTC days). A handful of bounded, indexed queries. */
export async function computeProgress(app: FastifyInstance, db: Reader, userId: string, personalGoals: Partial<Record<GoalKey, string>> | null | undefined, now: Date): Promise<ProgressFields> {
  const d: Decrypt = (s) => app.cipher.decrypt(s);
  const today = localDate(now, 'UTC');
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (CONSISTENCY_DAYS - 1) * DAY_MS);
  const days = await activeDays(db, userId, from, 'UTC');
  const mood = await moodImprovement(db, d, userId, now);
  const goals = await latestGoalRatings(db, d, userId);
  return {
    moodImprovement: mood,
    appConsistency: Math.round((Math.min(days.size, CONSISTENCY_DAYS) / CONSISTENCY_DAYS) * 100),
    goalProgress: goalProgressOf(goals, personalGoals),
  };
}

export const progressStamp = (listsVersion: number, now: Date) => `${listsVersion}:${localDate(now, 'UTC')}`;

type UserRow = typeof users.$inferSelect;

/**
 * The user's progress figures, current for their lists_version and today's UTC date. When the
 * stored stamp matches (the common case) this costs nothing: the row came with the auth query.
 * Otherwise they are computed and stored, only if no write changed the version meanwhile.
 */
export async function freshProgress(app: FastifyInstance, row: Pick<UserRow, 'id' | 'listsVersion' | 'progressStamp' | 'progress' | 'personalGoals'>): Promise<ProgressFields> {
  const now = app.clock.now();
  const stamp = progressStamp(row.listsVersion, now);
  if (row.progressStamp === stamp) return row.progress;
  const progress = await computeProgress(app, app.db, row.id, row.personalGoals, now);
  await app.db
    .update(users)
    .set({ progress, progressStamp: stamp })
    .where(and(eq(users.id, row.id), eq(users.listsVersion, row.listsVersion)));
  return progress;
}

/** Inside a write transaction (user row locked, the trigger has bumped lists_version): recompute and store. */
export async function storeProgress(app: FastifyInstance, tx: Reader, userId: string, now: Date): Promise<ProgressFields> {
  const [u] = await tx.select({ listsVersion: users.listsVersion, personalGoals: users.personalGoals }).from(users).where(eq(users.id, userId));
  const progress = await computeProgress(app, tx, userId, u.personalGoals, now);
  await tx.update(users).set({ progress, progressStamp: progressStamp(u.listsVersion, now) }).where(eq(users.id, userId));
  return progress;
}

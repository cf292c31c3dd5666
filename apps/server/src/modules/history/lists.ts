import type { ChatEntry, HistoryList, HistoryPage, Meditation, TherapyRecord } from '@haven/core';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { affirmations, chats, favoriteAffirmations, meditations, therapyRecords } from '../../db/schema';
import { prepared } from '../../db/prepared';
import { type Cursor, encodeCursor } from './cursor';

type Decrypt = (sealed: string) => string;
interface Keyed {
  userId: PgColumn;
  createdAt: PgColumn;
  id: PgColumn;
}

/** Rows of one user older than the cursor (placeholders), newest first; served by the (user_id, created_at, id) index. */
function olderThan(t: Keyed, withCursor: boolean): SQL {
  const own = eq(t.userId, sql.placeholder('userId'));
  return withCursor ? (and(own, sql`(${t.createdAt}, ${t.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`) as SQL) : own;
}
export const newestFirst = (t: Keyed) => [desc(t.createdAt), desc(t.id)];
export const createdAtText = (t: Keyed) => sql<string>`${t.createdAt}::text`;

/** One more row than asked tells whether anything older exists, without counting. */
export function toPage<R extends { id: string }, T>(rows: { row: R; at: string }[], limit: number, map: (row: R) => T): HistoryPage<T> {
  const kept = rows.slice(0, limit);
  const oldest = kept.at(-1);
  return {
    items: kept.reverse().map((r) => map(r.row)),
    nextCursor: rows.length > limit && oldest ? encodeCursor({ at: oldest.at, id: oldest.row.id }) : null,
  };
}

export const toChatEntry = (c: typeof chats.$inferSelect, d: Decrypt): ChatEntry => ({
  userMessage: { default: d(c.userMessage) },
  sendTime: { default: c.sendTime },
  aiResponse: { default: d(c.aiResponse) },
  responseTime: { default: c.responseTime },
});

export const toTherapyRecord = (t: typeof therapyRecords.$inferSelect, d: Decrypt): TherapyRecord => ({
  _id: t.id,
  feeling: d(t.feeling),
  type: d(t.type),
  topic: d(t.topic),
  sessionLength: t.sessionLength,
  description: d(t.description),
  date: t.date,
  time: t.time,
  createdAt: t.createdAt.toISOString(),
});

export const toMeditation = (m: typeof meditations.$inferSelect, d: Decrypt): Meditation => ({ title: d(m.title), description: d(m.description), time: m.time, duration: m.duration, type: d(m.type) });

interface PageArgs {
  userId: string;
  cursor?: Cursor;
  limit: number;
}

/** One page of one list: a single indexed query, whatever the length of the history. */
export function historyPage(app: FastifyInstance, list: 'chats', args: PageArgs): Promise<HistoryPage<ChatEntry>>;
export function historyPage(app: FastifyInstance, list: 'therapy', args: PageArgs): Promise<HistoryPage<TherapyRecord>>;
export function historyPage(app: FastifyInstance, list: 'meditations', args: PageArgs): Promise<HistoryPage<Meditation>>;
export function historyPage(app: FastifyInstance, list: 'affirmations' | 'favourites', args: PageArgs): Promise<HistoryPage<string>>;
export function historyPage(app: FastifyInstance, list: HistoryList, args: PageArgs): Promise<HistoryPage<unknown>>;
export async function historyPage(app: FastifyInstance, list: HistoryList, { userId, cursor, limit }: PageArgs): Promise<HistoryPage<unknown>> {
  const d: Decrypt = (s) => app.cipher.decrypt(s);
  // Two prepared statements per list (first page, and older than a cursor): see db/prepared.ts.
  const c = Boolean(cursor);
  const name = `history_${list}_${c ? 'older' : 'newest'}`;
  const params = { userId, limit: limit + 1, ...(cursor ? { at: cursor.at, id: cursor.id } : {}) };
  const limitPh = sql.placeholder('limit');
  switch (list) {
    case 'chats': {
      const q = prepared(app.db, name, (db, n) => db.select({ row: chats, at: createdAtText(chats) }).from(chats).where(olderThan(chats, c)).orderBy(...newestFirst(chats)).limit(limitPh).prepare(n));
      return toPage(await q.execute(params), limit, (r) => toChatEntry(r, d));
    }
    case 'therapy': {
      const t = therapyRecords;
      const q = prepared(app.db, name, (db, n) => db.select({ row: t, at: createdAtText(t) }).from(t).where(olderThan(t, c)).orderBy(...newestFirst(t)).limit(limitPh).prepare(n));
      return toPage(await q.execute(params), limit, (r) => toTherapyRecord(r, d));
    }
    case 'meditations': {
      const t = meditations;
      const q = prepared(app.db, name, (db, n) => db.select({ row: t, at: createdAtText(t) }).from(t).where(olderThan(t, c)).orderBy(...newestFirst(t)).limit(limitPh).prepare(n));
      return toPage(await q.execute(params), limit, (r) => toMeditation(r, d));
    }
    case 'affirmations': {
      const t = affirmations;
      const q = prepared(app.db, name, (db, n) => db.select({ row: t, at: createdAtText(t) }).from(t).where(olderThan(t, c)).orderBy(...newestFirst(t)).limit(limitPh).prepare(n));
      return toPage(await q.execute(params), limit, (r) => d(r.text));
    }
    case 'favourites': {
      const t = favoriteAffirmations;
      const q = prepared(app.db, name, (db, n) => db.select({ row: t, at: createdAtText(t) }).from(t).where(olderThan(t, c)).orderBy(...newestFirst(t)).limit(limitPh).prepare(n));
      return toPage(await q.execute(params), limit, (r) => d(r.text));
    }
  }
}

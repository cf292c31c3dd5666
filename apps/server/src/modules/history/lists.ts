import type { ChatEntry, HistoryList, HistoryPage, Meditation, TherapyRecord } from '@haven/core';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { affirmations, chats, favoriteAffirmations, meditations, therapyRecords } from '../../db/schema';
import { type Cursor, encodeCursor } from './cursor';

type Decrypt = (sealed: string) => string;
interface Keyed {
  userId: PgColumn;
  createdAt: PgColumn;
  id: PgColumn;
}

/** Rows of one user older than the cursor, newest first; served by the (user_id, created_at, id) index. */
function olderThan(t: Keyed, userId: string, cursor?: Cursor): SQL {
  const own = eq(t.userId, userId);
  return cursor ? (and(own, sql`(${t.createdAt}, ${t.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`) as SQL) : own;
}
const newestFirst = (t: Keyed) => [desc(t.createdAt), desc(t.id)];
const createdAtText = (t: Keyed) => sql<string>`${t.createdAt}::text`;

/** One more row than asked tells whether anything older exists, without counting. */
function toPage<R extends { id: string }, T>(rows: { row: R; at: string }[], limit: number, map: (row: R) => T): HistoryPage<T> {
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
  feeling: t.feeling,
  type: t.type,
  topic: t.topic,
  sessionLength: t.sessionLength,
  description: d(t.description),
  date: t.date,
  time: t.time,
  createdAt: t.createdAt.toISOString(),
});

export const toMeditation = (m: typeof meditations.$inferSelect): Meditation => ({ title: m.title, description: m.description, time: m.time, duration: m.duration, type: m.type });

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
  switch (list) {
    case 'chats': {
      const rows = await app.db.select({ row: chats, at: createdAtText(chats) }).from(chats).where(olderThan(chats, userId, cursor)).orderBy(...newestFirst(chats)).limit(limit + 1);
      return toPage(rows, limit, (r) => toChatEntry(r, d));
    }
    case 'therapy': {
      const t = therapyRecords;
      const rows = await app.db.select({ row: t, at: createdAtText(t) }).from(t).where(olderThan(t, userId, cursor)).orderBy(...newestFirst(t)).limit(limit + 1);
      return toPage(rows, limit, (r) => toTherapyRecord(r, d));
    }
    case 'meditations': {
      const rows = await app.db.select({ row: meditations, at: createdAtText(meditations) }).from(meditations).where(olderThan(meditations, userId, cursor)).orderBy(...newestFirst(meditations)).limit(limit + 1);
      return toPage(rows, limit, toMeditation);
    }
    case 'affirmations': {
      const rows = await app.db.select({ row: affirmations, at: createdAtText(affirmations) }).from(affirmations).where(olderThan(affirmations, userId, cursor)).orderBy(...newestFirst(affirmations)).limit(limit + 1);
      return toPage(rows, limit, (r) => r.text);
    }
    case 'favourites': {
      const f = favoriteAffirmations;
      const rows = await app.db.select({ row: f, at: createdAtText(f) }).from(f).where(olderThan(f, userId, cursor)).orderBy(...newestFirst(f)).limit(limit + 1);
      return toPage(rows, limit, (r) => r.text);
    }
  }
}

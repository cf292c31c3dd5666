import { type UserRecord, USER_RECORD_WINDOW } from '@haven/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { affirmations, chats, favoriteAffirmations, meditations, therapyRecords, users } from '../../db/schema';
import { createdAtText, newestFirst, toChatEntry, toMeditation, toPage, toTherapyRecord } from '../history/lists';
import { freshProgress } from '../progress/figures';
import { applyMonthlyReset, monthlyResetDecision } from './monthly-reset';

type UserRow = typeof users.$inferSelect;

/** The newest window of a list plus one row (is there more?), with the cursor's created_at text. */
const newest = <T extends typeof chats | typeof therapyRecords | typeof meditations | typeof affirmations | typeof favoriteAffirmations>(t: T) => ({
  orderBy: newestFirst(t),
  limit: USER_RECORD_WINDOW + 1,
  extras: { at: createdAtText(t).as('cursor_at') },
});

/** The user row and the newest window of every list: one prepared SQL statement (lateral joins). */
const userWithWindows = (db: Db) =>
  prepared(db, 'user_with_windows', (d, name) =>
    d.query.users
      .findFirst({
        where: eq(users.id, sql.placeholder('userId')),
        with: {
          chats: newest(chats),
          therapyRecords: newest(therapyRecords),
          meditations: newest(meditations),
          affirmations: newest(affirmations),
          favoriteAffirmations: newest(favoriteAffirmations),
        },
      })
      .prepare(name),
  );
const readUserWithWindows = (app: FastifyInstance, userId: string) => userWithWindows(app.db).execute({ userId });

/**
 * The user record in the spec's field names (GET /auth/getUser and every module that answers
 * `{ user }`). Each list holds only its newest USER_RECORD_WINDOW entries, oldest first, and
 * `historyCursors` says where GET /history continues: the answer's size and cost stay the same
 * however long the history grows. The monthly session reset (spec 4) is decided on the same
 * read; only when it is due does a second round trip apply it.
 */
export async function loadUserRecord(app: FastifyInstance, userId: string, opts: { applyReset?: boolean } = {}): Promise<UserRecord | null> {
  return (await loadUserRecordWithVersion(app, userId, opts))?.record ?? null;
}

/** The record and the `lists_version` its lists were read at (the getUser cache keys on it). */
export async function loadUserRecordWithVersion(app: FastifyInstance, userId: string, opts: { applyReset?: boolean } = {}): Promise<{ record: UserRecord; listsVersion: number } | null> {
  let found = await readUserWithWindows(app, userId);
  if (found && opts.applyReset && monthlyResetDecision(found, app.clock.now()).kind !== 'none') {
    await applyMonthlyReset(app, userId);
    found = await readUserWithWindows(app, userId);
  }
  if (!found) return null;
  const { chats: chatRows, therapyRecords: therapyRows, meditations: meditationRows, affirmations: affirmationRows, favoriteAffirmations: favouriteRows, ...user } = found;
  const d = (s: string) => app.cipher.decrypt(s);
  const page = <R extends { id: string; at: unknown }, T>(rows: R[], map: (r: R) => T) => toPage(rows.map((row) => ({ row, at: String(row.at) })), USER_RECORD_WINDOW, map);
  const chatPage = page(chatRows, (r) => toChatEntry(r, d));
  const therapyPage = page(therapyRows, (r) => toTherapyRecord(r, d));
  const meditationPage = page(meditationRows, (r) => toMeditation(r, d));
  const affirmationPage = page(affirmationRows, (r) => d(r.text));
  const favouritePage = page(favouriteRows, (r) => d(r.text));
  const record: UserRecord = {
    ...userFields(user, d),
    progress: await freshProgress(app, user),
    chats: chatPage.items,
    therapy: therapyPage.items,
    generatedMeditation: meditationPage.items,
    generatedAffirmation: affirmationPage.items,
    favoriteAffirmations: favouritePage.items,
    historyCursors: {
      chats: chatPage.nextCursor,
      therapy: therapyPage.nextCursor,
      meditations: meditationPage.nextCursor,
      affirmations: affirmationPage.nextCursor,
      favourites: favouritePage.nextCursor,
    },
  };
  return { record, listsVersion: user.listsVersion };
}

/** The record's list fields as a JSON fragment (no braces), to be joined to the user's own fields. */
export function listsFragment(record: UserRecord): string {
  const { chats, therapy, generatedMeditation, generatedAffirmation, favoriteAffirmations, historyCursors } = record;
  return JSON.stringify({ chats, therapy, generatedMeditation, generatedAffirmation, favoriteAffirmations, historyCursors }).slice(1, -1);
}

/** The user's own columns in the spec's names (no lists); `decrypt` opens the sealed ones. */
export function userFields(user: UserRow, decrypt: (stored: string) => string) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    profession: decrypt(user.profession),
    mood: decrypt(user.mood),
    profileImage: user.profileImage ?? null,
    isPreferences: user.isPreferences,
    isConfirmed: user.isConfirmed,
    isPremium: user.isPremium,
    subType: user.subType,
    totalSessions: user.totalSessions,
    isTherapy: user.isTherapy,
    isMeditation: user.isMeditation,
    isAffirmation: user.isAffirmation,
    personalPreferences: {
      sleepHours: user.sleepHours ?? null,
      exerciseFrequency: user.exerciseFrequency,
      personalGoals: user.personalGoals,
    },
    meditationsPrefs: user.meditationPrefs ?? null,
    affirmationsPreferences: user.affirmationPrefs ?? null,
    progress: user.progress,
  };
}

import { type UserRecord, USER_RECORD_WINDOW } from '@haven/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { historyPage } from '../history/lists';

type UserRow = typeof users.$inferSelect;

/**
 * The user record in the spec's field names (GET /auth/getUser and every module that answers
 * `{ user }`). Each list holds only its newest USER_RECORD_WINDOW entries, oldest first, and
 * `historyCursors` says where GET /history continues: the answer's size and cost stay the same
 * however long the history grows.
 */
export async function loadUserRecord(app: FastifyInstance, userId: string): Promise<UserRecord | null> {
  const window = { userId, limit: USER_RECORD_WINDOW };
  const [[user], chatPage, therapyPage, meditationPage, affirmationPage, favouritePage] = await Promise.all([
    app.db.select().from(users).where(eq(users.id, userId)).limit(1),
    historyPage(app, 'chats', window),
    historyPage(app, 'therapy', window),
    historyPage(app, 'meditations', window),
    historyPage(app, 'affirmations', window),
    historyPage(app, 'favourites', window),
  ]);
  if (!user) return null;
  return {
    ...userFields(user),
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
}

/** The user's own columns in the spec's names (no lists). */
export function userFields(user: UserRow) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    profession: user.profession,
    mood: user.mood,
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

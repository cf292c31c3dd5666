import type { UserRecord } from '@haven/core';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { affirmations, chats, favoriteAffirmations, meditations, therapyRecords, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/**
 * The user record in the spec's field names (GET /auth/getUser and every module that answers
 * `{ user }`). Lists are read from their own tables, oldest first; conversation text is decrypted.
 */
export async function loadUserRecord(app: FastifyInstance, userId: string): Promise<UserRecord | null> {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const [chatRows, therapyRows, meditationRows, affirmationRows, favoriteRows] = await Promise.all([
    app.db.select().from(chats).where(eq(chats.userId, userId)).orderBy(asc(chats.createdAt), asc(chats.id)),
    app.db.select().from(therapyRecords).where(eq(therapyRecords.userId, userId)).orderBy(asc(therapyRecords.createdAt), asc(therapyRecords.id)),
    app.db.select().from(meditations).where(eq(meditations.userId, userId)).orderBy(asc(meditations.createdAt), asc(meditations.id)),
    app.db.select().from(affirmations).where(eq(affirmations.userId, userId)).orderBy(asc(affirmations.createdAt), asc(affirmations.id)),
    app.db.select().from(favoriteAffirmations).where(eq(favoriteAffirmations.userId, userId)).orderBy(asc(favoriteAffirmations.createdAt), asc(favoriteAffirmations.id)),
  ]);
  const d = (s: string) => app.cipher.decrypt(s);
  return {
    ...userFields(user),
    chats: chatRows.map((c) => ({
      userMessage: { default: d(c.userMessage) },
      sendTime: { default: c.sendTime },
      aiResponse: { default: d(c.aiResponse) },
      responseTime: { default: c.responseTime },
    })),
    therapy: therapyRows.map((t) => ({
      _id: t.id,
      feeling: t.feeling,
      type: t.type,
      topic: t.topic,
      sessionLength: t.sessionLength,
      description: d(t.description),
      date: t.date,
      time: t.time,
      createdAt: t.createdAt.toISOString(),
    })),
    generatedMeditation: meditationRows.map((m) => ({ title: m.title, description: m.description, time: m.time, duration: m.duration, type: m.type })),
    generatedAffirmation: affirmationRows.map((a) => a.text),
    favoriteAffirmations: favoriteRows.map((f) => f.text),
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

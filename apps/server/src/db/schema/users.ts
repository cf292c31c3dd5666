import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    profession: text('profession').notNull().default(''), // (enc)
    mood: text('mood').notNull().default(''), // (enc)
    profileImage: text('profile_image'),
    isPreferences: boolean('is_preferences').notNull().default(false),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    subType: text('sub_type').notNull().default('free'),
    totalSessions: integer('total_sessions').notNull().default(0),
    isTherapy: boolean('is_therapy').notNull().default(false),
    isMeditation: boolean('is_meditation').notNull().default(false),
    isAffirmation: boolean('is_affirmation').notNull().default(false),
    sleepHours: integer('sleep_hours'),
    exerciseFrequency: text('exercise_frequency').notNull().default(''),
    personalGoals: jsonb('personal_goals').$type<{ one: string; two: string; three: string; four: string }>().notNull().default({ one: '', two: '', three: '', four: '' }),
    meditationPrefs: jsonb('meditation_prefs').$type<Record<string, unknown>>(),
    affirmationPrefs: jsonb('affirmation_prefs').$type<{ affirmationTheme: string; preferredAffirmation: string }>(),
    progress: jsonb('progress').$type<{ moodImprovement: number; appConsistency: number; goalProgress: number }>().notNull().default({ moodImprovement: 0, appConsistency: 0, goalProgress: 0 }),
    /** Year-month ('2026-11') of the last monthly session reset, decided by the server. */
    lastResetMonth: text('last_reset_month'),
    /** When the AI disclosure was last shown, and when the user last used an AI feature. */
    disclosedAt: timestamp('disclosed_at', { withTimezone: true }),
    lastAiActivityAt: timestamp('last_ai_activity_at', { withTimezone: true }),
    /**
     * Bumped by database triggers on every insert, update or delete in the user's history lists
     * (chats, therapy records, meditations, affirmations, favourites; migration 0004), so a cached
     * window of those lists is known to be current without reading them (modules/auth/record-cache.ts).
     */
    listsVersion: bigint('lists_version', { mode: 'number' }).notNull().default(0),
    /**
     * `<lists_version>:<UTC date>` at which `progress` was computed (docs/decisions/016-progress.md):
     * getUser recomputes the figures only when either part changed.
     */
    progressStamp: text('progress_stamp'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'verify' | 'reset'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId)],
);

/** Dev outbox (no SMTP_URL): mails kept so a new user can finish sign-up on one machine. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { therapySessions } from './conversations';

// The progress domain (issue 16, docs/decisions/016-progress.md). Columns marked (enc) hold
// AES-256-GCM ciphertext (lib/crypto.ts): what someone says about their state of mind.

/** A mood check-in: from the profile header, or before/after a therapy session. */
export const moodCheckins = pgTable(
  'mood_checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    mood: text('mood').notNull(), // (enc)
    intensity: integer('intensity'),
    note: text('note').notNull().default(''), // (enc)
    /** JSON of the 0-10 goal ratings ({ one?, two?, three?, four? }); '' when none was given. */
    goals: text('goals').notNull().default(''), // (enc)
    /** Whether `goals` holds any rating: lets goalProgress find the latest ratings without opening every row. */
    hasGoals: boolean('has_goals').notNull().default(false),
    context: text('context').$type<'profile' | 'before_session' | 'after_session'>().notNull().default('profile'),
    sessionId: uuid('session_id').references(() => therapySessions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mood_checkins_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('mood_checkins_session_idx').on(t.sessionId).where(sql`${t.sessionId} is not null`),
    index('mood_checkins_user_goals_idx').on(t.userId, t.createdAt).where(sql`${t.hasGoals}`),
  ],
);

/** A PHQ-9 or GAD-7 result, scored on the server. */
export const questionnaireResults = pgTable(
  'questionnaire_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'phq9' | 'gad7'>().notNull(),
    /** JSON { answers: number[], difficulty: number | null }. */
    answers: text('answers').notNull(), // (enc)
    score: text('score').notNull(), // (enc) the total, as text
    band: text('band').notNull(), // (enc) the band key
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questionnaire_results_user_created_idx').on(t.userId, t.createdAt, t.id), index('questionnaire_results_user_kind_created_idx').on(t.userId, t.kind, t.createdAt, t.id)],
);

/** A meditation the player reports as played. */
export const meditationPlays = pgTable(
  'meditation_plays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meditation_plays_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

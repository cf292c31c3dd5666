import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const meditations = pgTable(
  'meditations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(), // (enc)
    description: text('description').notNull(), // (enc)
    time: text('time').notNull().default(''),
    duration: text('duration').notNull().default(''),
    type: text('type').notNull().default(''), // (enc)
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meditations_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

export const affirmations = pgTable(
  'affirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(), // (enc)
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('affirmations_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

export const favoriteAffirmations = pgTable(
  'favorite_affirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(), // (enc)
    /** cipher.blindIndex(text): keeps one favourite per text without storing the text in clear. */
    textHash: text('text_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorite_affirmations_user_text_hash_idx').on(t.userId, t.textHash), index('favorite_affirmations_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

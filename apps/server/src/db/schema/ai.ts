import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Every provider call, without any text: who, what, how much, how long, how it ended. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    feature: text('feature').notNull(),
    model: text('model').notNull(),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    latencyMs: integer('latency_ms').notNull().default(0),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_usage_user_idx').on(t.userId)],
);

/** A crisis detection, recorded without the message text. */
export const safetyEvents = pgTable('safety_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  visitorId: text('visitor_id'),
  feature: text('feature').notNull(),
  category: text('category').notNull(), // (enc)
  language: text('language'),
  source: text('source').notNull().default('input'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

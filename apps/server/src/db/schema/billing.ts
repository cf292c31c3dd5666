import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per verified transaction; the unique transaction id makes every grant idempotent. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: text('transaction_id').notNull().unique(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    product: text('product').$type<'haven' | 'sister'>().notNull().default('haven'),
    subType: text('sub_type').notNull(),
    period: text('period').notNull().default('monthly'),
    totalSessions: integer('total_sessions').notNull().default(0),
    source: text('source').notNull().default('webhook'),
    /** Null while the e-mail has no account yet; set when the grant reached a user. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_email_idx').on(t.email), index('payments_user_idx').on(t.userId)],
);

export const refunds = pgTable('refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  purchaseDate: text('purchase_date').notNull(),
  subType: text('sub_type').notNull(),
  reason: text('reason').notNull().default(''), // (enc)
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

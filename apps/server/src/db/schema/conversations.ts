import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Text columns marked (enc) hold AES-256-GCM ciphertext from lib/crypto.ts, never plain text.

export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    userMessage: text('user_message').notNull(), // (enc)
    sendTime: text('send_time').notNull(),
    aiResponse: text('ai_response').notNull(), // (enc)
    responseTime: text('response_time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest-first pages of one user's history (GET /history, the getUser window) walk this index.
  (t) => [
    index('chats_user_created_idx').on(t.userId, t.createdAt, t.id),
    // addChat's duplicate check (a client echoing what /ai/chat stored) finds the one candidate row.
    index('chats_user_send_time_idx').on(t.userId, t.sendTime),
  ],
);

/** A live therapy session; the server's own clock decides when its time is up. */
export const therapySessions = pgTable(
  'therapy_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    mood: text('mood').notNull(), // (enc)
    therapyType: text('therapy_type').notNull(), // (enc)
    topic: text('topic').notNull(), // (enc)
    language: text('language').notNull(),
    limitSeconds: integer('limit_seconds').notNull(),
    isPremiumSession: boolean('is_premium_session').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * Set once when the session's allowance was settled (on end or time-out), so it is never
     * settled twice. `creditSpent` says whether that settlement spent a credit: a premium session
     * shorter than PREMIUM_MIN_CHARGED_SECONDS is settled without spending one.
     */
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    creditSpent: boolean('credit_spent').notNull().default(false),
    disclosedAt: timestamp('disclosed_at', { withTimezone: true }),
    therapyRecordId: uuid('therapy_record_id'),
  },
  (t) => [
    index('therapy_sessions_user_idx').on(t.userId),
    // At most one open session per user, whatever the timing of concurrent starts.
    uniqueIndex('therapy_sessions_one_open_per_user').on(t.userId).where(sql`${t.endedAt} is null`),
  ],
);

export const therapyMessages = pgTable(
  'therapy_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id').notNull().references(() => therapySessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(), // (enc)
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('therapy_messages_session_idx').on(t.sessionId)],
);

/** The spec's therapy list entry (feeling, type, topic, sessionLength, description, date, time). */
export const therapyRecords = pgTable(
  'therapy_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').unique(),
    feeling: text('feeling').notNull().default(''), // (enc)
    type: text('type').notNull().default(''), // (enc)
    topic: text('topic').notNull().default(''), // (enc)
    sessionLength: text('session_length').notNull().default(''),
    description: text('description').notNull().default(''), // (enc) the summary
    date: text('date').notNull().default(''),
    time: text('time').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('therapy_records_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

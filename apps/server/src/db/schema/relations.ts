import { relations } from 'drizzle-orm';
import { users } from './users';
import { chats, therapyRecords } from './conversations';
import { affirmations, favoriteAffirmations, meditations } from './wellbeing';

// Relations only feed Drizzle's relational queries (no schema change): they let getUser read the
// user and the newest window of every list in one SQL statement (lateral joins + json_agg).
export const usersRelations = relations(users, ({ many }) => ({
  chats: many(chats),
  therapyRecords: many(therapyRecords),
  meditations: many(meditations),
  affirmations: many(affirmations),
  favoriteAffirmations: many(favoriteAffirmations),
}));
export const chatsRelations = relations(chats, ({ one }) => ({ user: one(users, { fields: [chats.userId], references: [users.id] }) }));
export const therapyRecordsRelations = relations(therapyRecords, ({ one }) => ({ user: one(users, { fields: [therapyRecords.userId], references: [users.id] }) }));
export const meditationsRelations = relations(meditations, ({ one }) => ({ user: one(users, { fields: [meditations.userId], references: [users.id] }) }));
export const affirmationsRelations = relations(affirmations, ({ one }) => ({ user: one(users, { fields: [affirmations.userId], references: [users.id] }) }));
export const favoriteAffirmationsRelations = relations(favoriteAffirmations, ({ one }) => ({ user: one(users, { fields: [favoriteAffirmations.userId], references: [users.id] }) }));

import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wrapChat, type ChatEntry } from '@haven/core';
import { chats, users } from '../../db/schema';

// Chat rows hold ciphertext (app.cipher) for both messages; times are plain ISO timestamps.

export interface PlainChat {
  userMessage: string;
  sendTime: string;
  aiResponse: string;
  responseTime: string;
}

export interface ChatUser {
  id: string;
  name: string;
  isPremium: boolean;
  subType: string;
}

/** What a chat turn needs of the caller, from the row the auth query read with the session. */
export const chatUserOf = (row: typeof users.$inferSelect): ChatUser => ({ id: row.id, name: row.name, isPremium: row.isPremium, subType: row.subType });

export async function countChats(app: FastifyInstance, userId: string): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(chats).where(eq(chats.userId, userId));
  return Number(row?.n ?? 0);
}

/** A chat of this user with the same times and texts, so a client echoing /ai/chat is not stored twice. */
export async function findSameChat(app: FastifyInstance, userId: string, chat: PlainChat): Promise<boolean> {
  const rows = await app.db
    .select()
    .from(chats)
    .where(and(eq(chats.userId, userId), eq(chats.sendTime, chat.sendTime), eq(chats.responseTime, chat.responseTime)));
  return holdsSameTexts(app, rows, chat);
}

/** True when one of the sealed chats holds exactly these texts. */
export function holdsSameTexts(app: FastifyInstance, sealed: { userMessage: string; aiResponse: string }[], chat: PlainChat): boolean {
  return sealed.some((r) => app.cipher.decrypt(r.userMessage) === chat.userMessage && app.cipher.decrypt(r.aiResponse) === chat.aiResponse);
}

/** The user's last `limit` chats, oldest first, as conversation context. */
export async function recentChats(app: FastifyInstance, userId: string, limit: number): Promise<PlainChat[]> {
  const rows = await app.db.select().from(chats).where(eq(chats.userId, userId)).orderBy(desc(chats.createdAt)).limit(limit);
  return rows.reverse().map((r) => decryptRow(app, r));
}

/** Every chat of the user, oldest first, in the spec's wrapped shape (for getUser). */
export async function listChatEntries(app: FastifyInstance, userId: string): Promise<ChatEntry[]> {
  const rows = await app.db.select().from(chats).where(eq(chats.userId, userId)).orderBy(asc(chats.createdAt));
  return rows.map((r) => wrapChat(decryptRow(app, r)));
}

function decryptRow(app: FastifyInstance, r: typeof chats.$inferSelect): PlainChat {
  return {
    userMessage: app.cipher.decrypt(r.userMessage),
    sendTime: r.sendTime,
    aiResponse: app.cipher.decrypt(r.aiResponse),
    responseTime: r.responseTime,
  };
}

import { chatGreeting, unwrapChatValue, type ChatEntry } from '@haven/core';
import { storage } from '../../lib/storage';

export interface ChatMessage {
  id: string;
  role: 'user' | 'bot';
  text: string;
  /** ISO timestamp; shown as the time of day. */
  at: string;
}

let seq = 0;
export function newMessage(role: ChatMessage['role'], text: string, at: string = new Date().toISOString()): ChatMessage {
  seq += 1;
  return { id: `${Date.now()}-${seq}`, role, text, at };
}

export function timeOfDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso; // an older entry stored its time as text
  return d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** The server's stored chats (spec shape, values wrapped in `default`) as bubbles; `idPrefix` keeps ids of older pages apart. */
export function fromChatEntries(entries: ChatEntry[], idPrefix = 'h'): ChatMessage[] {
  return entries.flatMap((e, i) => [
    { id: `${idPrefix}${i}u`, role: 'user' as const, text: unwrapChatValue(e.userMessage), at: unwrapChatValue(e.sendTime) },
    { id: `${idPrefix}${i}b`, role: 'bot' as const, text: unwrapChatValue(e.aiResponse), at: unwrapChatValue(e.responseTime) },
  ]);
}

/** A stored turn in the record's shape, so the cached record grows without asking the server again. */
export function toChatEntry(userMessage: string, reply: { reply: string; sendTime: string; responseTime: string }): ChatEntry {
  return { userMessage: { default: userMessage }, sendTime: { default: reply.sendTime }, aiResponse: { default: reply.reply }, responseTime: { default: reply.responseTime } };
}

/** First visit: the greeting; returning: the history (the greeting is never stored). */
export function initialMessages(history: ChatMessage[], name?: string | null): ChatMessage[] {
  if (history.length > 0) return history;
  return [{ id: 'greeting', role: 'bot', text: chatGreeting(name), at: new Date().toISOString() }];
}

// Visitors keep their chats in this browser only (spec 4).
export function loadVisitorChats(): ChatMessage[] {
  const saved = storage.getJson<ChatMessage[]>('chatHistory');
  return Array.isArray(saved) ? saved.filter((m) => m && typeof m.text === 'string' && (m.role === 'user' || m.role === 'bot')) : [];
}
/** The greeting is kept too, so a returning visitor sees the conversation as it was. */
export function saveVisitorChats(messages: ChatMessage[]) {
  storage.setJson('chatHistory', messages);
}

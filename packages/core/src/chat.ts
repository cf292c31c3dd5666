import { z } from 'zod';
import type { ChatEntry } from './user';

// Chatbot vocabulary and request shapes shared by the chat screen and the server (spec 2, 3, 8).
export const CHAT_TITLE = 'AI Mental Health Companion Chatbot';
export const CHAT_TAGLINE = 'Always here to listen and support';
export const CHAT_PLACEHOLDER = 'Type your message here...';
export const CHAT_ERROR_TEXT = "Sorry, I'm having trouble responding. Please try again later.";
export const CHAT_CAP_MESSAGE = 'You have used all your free chats. Please upgrade your plan to keep chatting.';
export const CHAT_MESSAGE_MAX = 2000;

/** The greeting for a first chat: the user's first name, or 'there' for visitors. */
export function chatGreeting(fullName?: string | null): string {
  const first = (fullName ?? '').trim().split(/\s+/)[0];
  return `Hi ${first || 'there'}! I'm your mental health AI companion. How are you feeling today?`;
}

/** Blank or whitespace-only input is never sent (spec 5). */
export function isSendable(text: string): boolean {
  return text.trim().length > 0;
}

export const chatRequestSchema = z.object({
  message: z.string().trim().min(1, 'Please type a message.').max(CHAT_MESSAGE_MAX),
});

// Spec 3: each chat value is wrapped as `{ default }` and is read as that field or the plain value.
const wrappedOrPlain = z.union([z.object({ default: z.string().max(CHAT_MESSAGE_MAX * 2) }), z.string().max(CHAT_MESSAGE_MAX * 2)]);
export const addChatBodySchema = z.object({
  chats: z.object({
    userMessage: wrappedOrPlain,
    sendTime: wrappedOrPlain,
    aiResponse: wrappedOrPlain,
    responseTime: wrappedOrPlain,
  }),
});
export type AddChatBody = z.infer<typeof addChatBodySchema>;

export function unwrapChatValue(value: { default: string } | string | null | undefined): string {
  if (value == null) return '';
  return typeof value === 'string' ? value : (value.default ?? '');
}

export function wrapChat(entry: { userMessage: string; sendTime: string; aiResponse: string; responseTime: string }): ChatEntry {
  return {
    userMessage: { default: entry.userMessage },
    sendTime: { default: entry.sendTime },
    aiResponse: { default: entry.aiResponse },
    responseTime: { default: entry.responseTime },
  };
}

export interface HelplineInfo {
  name: string;
  phone?: string;
  sms?: string;
  url?: string;
}
export interface SafetyInfo {
  crisis: boolean;
  category?: string;
  helplines?: HelplineInfo[];
}

/** POST /api/v1/ai/chat answer (DESIGN.md 9); times are ISO timestamps from the server clock. */
export interface ChatReply {
  reply: string;
  safety: SafetyInfo;
  disclosure: boolean;
  sendTime: string;
  responseTime: string;
  stored: boolean;
}

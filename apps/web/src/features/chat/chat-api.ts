import type { ChatReply } from '@haven/core';
import { api } from '../../lib/api-client';

export function sendChatMessage(message: string): Promise<ChatReply> {
  return api<ChatReply>('/ai/chat', { method: 'POST', body: { message } });
}

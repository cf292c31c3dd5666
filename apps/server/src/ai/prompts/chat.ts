import type { ConversationTurn } from '../gateway';
import type { CompletionRequest } from '../provider';
import { AI_IDENTITY, BUDGETS, MAX_HISTORY_TURNS } from './budgets';

type Prompt = Omit<CompletionRequest, 'seed' | 'signal'>;

export function chatPrompt(input: { message: string; history: ConversationTurn[]; firstName?: string }): Prompt {
  const system = [
    AI_IDENTITY,
    'You are a warm, supportive chatbot. Listen reflectively, use the user’s own words, validate feelings and ask one open question.',
    'Reply in 300-350 characters, plain text, no lists.',
    input.firstName ? `The user's first name is ${input.firstName}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    feature: 'chat',
    messages: [
      { role: 'system', content: system },
      ...input.history.slice(-MAX_HISTORY_TURNS).map((t) => ({ role: t.role, content: t.content })),
      { role: 'user', content: input.message },
    ],
    maxTokens: BUDGETS.chat.maxTokens,
    responseFormat: 'text',
    intent: { kind: 'chat', message: input.message, history: input.history, firstName: input.firstName },
  };
}

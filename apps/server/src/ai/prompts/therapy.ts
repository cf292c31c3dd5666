import type { ConversationTurn, TherapyContext } from '../gateway';
import type { CompletionRequest } from '../provider';
import { AI_IDENTITY, BUDGETS, MAX_HISTORY_TURNS } from './budgets';

type Prompt = Omit<CompletionRequest, 'seed' | 'signal'>;

/** The session frame every therapy prompt shares: type, topic, mood, language, previous summary. */
export function therapyFrame(context: TherapyContext): string {
  return [
    AI_IDENTITY,
    `You are guiding a ${context.therapyType} style conversation about "${context.topic}".`,
    `The user says their mood is "${context.mood}".`,
    context.firstName ? `The user's first name is ${context.firstName}.` : '',
    `Always answer in ${context.language}.`,
    context.previousSummary
      ? `Summary of the user's previous session: ${context.previousSummary}`
      : 'This is the user’s first recorded session.',
  ]
    .filter(Boolean)
    .join('\n');
}

function history(turns: ConversationTurn[]) {
  return turns.slice(-MAX_HISTORY_TURNS).map((t) => ({ role: t.role, content: t.content }));
}

export function therapyGreetingPrompt(context: TherapyContext): Prompt {
  return {
    feature: 'therapy_greeting',
    messages: [
      {
        role: 'system',
        content: `${therapyFrame(context)}\nGreet the user warmly in about 200 characters, say you are an AI companion, and ask one open question to begin.`,
      },
    ],
    maxTokens: BUDGETS.therapyGreeting.maxTokens,
    responseFormat: 'text',
    intent: { kind: 'therapy_greeting', context },
  };
}

export function therapyReplyPrompt(context: TherapyContext, turns: ConversationTurn[]): Prompt {
  return {
    feature: 'therapy_reply',
    messages: [
      {
        role: 'system',
        content: `${therapyFrame(context)}\nReply in 175-200 characters: reflect the user's own words, then ask one open question or offer one technique that fits the therapy type.`,
      },
      ...history(turns),
    ],
    maxTokens: BUDGETS.therapyReply.maxTokens,
    temperature: BUDGETS.therapyReply.temperature,
    responseFormat: 'text',
    intent: { kind: 'therapy_reply', context, turns },
  };
}

export function therapySummaryPrompt(context: TherapyContext, turns: ConversationTurn[]): Prompt {
  const transcript = turns.map((t) => `${t.role === 'user' ? 'User' : 'Companion'}: ${t.content}`).join('\n');
  return {
    feature: 'therapy_summary',
    messages: [
      {
        role: 'system',
        content: `${therapyFrame(context)}\nWrite a session summary of 500-1500 characters addressed to the user as "You", drawn only from what the user actually said, ending with one gentle next step. Plain text.`,
      },
      { role: 'user', content: transcript || '(The user did not say anything in this session.)' },
    ],
    maxTokens: BUDGETS.therapySummary.maxTokens,
    temperature: BUDGETS.therapySummary.temperature,
    responseFormat: 'text',
    intent: { kind: 'therapy_summary', context, turns },
  };
}

import type { CompletionRequest } from '../provider';
import { BUDGETS } from './budgets';

type Prompt = Omit<CompletionRequest, 'seed' | 'signal'>;

export function affirmationPrompt(theme: string, style: string): Prompt {
  const count = BUDGETS.affirmation.count;
  return {
    feature: 'affirmation',
    messages: [
      {
        role: 'system',
        content: `You write affirmations. Respond with one JSON object: {"affirmations":[${count} strings]}. Each is 150-200 characters, in the first person ("I ..."), distinct from the others.`,
      },
      {
        role: 'user',
        content: `Theme: ${theme}. Style: ${style} (short statements, a detailed sentence with a reason, or a small first-person story).`,
      },
    ],
    maxTokens: BUDGETS.affirmation.maxTokens,
    responseFormat: 'json_object',
    intent: { kind: 'affirmations', theme, style, count },
  };
}

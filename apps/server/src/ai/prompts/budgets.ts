import { AFFIRMATIONS_PER_GENERATION } from '@haven/core';

// The spec's generation budgets (section 9) and length guidance (section 5), in one place.
export const BUDGETS = {
  chat: { maxTokens: 200 },
  therapyReply: { maxTokens: 80, temperature: 0.7 },
  therapyGreeting: { maxTokens: 70 },
  therapySummary: { maxTokens: 500, temperature: 0.7 },
  meditation: { maxTokens: 1000 },
  affirmation: { maxTokens: 600, count: AFFIRMATIONS_PER_GENERATION },
} as const;

/** Only the most recent turns go to the model: enough context, bounded cost. */
export const MAX_HISTORY_TURNS = 20;

export const AI_IDENTITY =
  'You are Haven, an AI mental-health companion. You are an AI, not a human and not a licensed therapist or clinician; never claim otherwise. You are not an emergency service.';

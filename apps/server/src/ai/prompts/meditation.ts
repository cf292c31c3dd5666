import type { MeditationPreferences } from '../gateway';
import type { CompletionRequest } from '../provider';
import { BUDGETS } from './budgets';

type Prompt = Omit<CompletionRequest, 'seed' | 'signal'>;

export function meditationPrompt(preferences: MeditationPreferences, count: number, avoidTitles: string[]): Prompt {
  const avoid = avoidTitles.length ? ` Do not reuse these titles: ${avoidTitles.map((t) => JSON.stringify(t)).join(', ')}.` : '';
  return {
    feature: 'meditation',
    messages: [
      {
        role: 'system',
        content:
          'You create guided meditations. Respond with one JSON object: {"meditations":[{"title":string,"description":string,"time":string,"duration":string,"type":string}]}. Every description is 500-600 characters of numbered step-by-step instructions. Titles are unique.',
      },
      {
        role: 'user',
        content: `Create ${count} meditation${count === 1 ? '' : 's'}. Frequency: ${preferences.oftenMeditate}. Goals: ${preferences.meditationGoals.join(', ')}. Preferred time: ${preferences.preferredTime}. Session length: ${preferences.medSessionLength}. Type: ${preferences.preferredMeditationType}.${avoid}`,
      },
    ],
    maxTokens: BUDGETS.meditation.maxTokens,
    responseFormat: 'json_object',
    intent: { kind: 'meditations', preferences, count, avoidTitles },
  };
}

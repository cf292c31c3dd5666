// Profile vocabulary shared by onboarding, profile page and server validation (spec 2, 3, 5).
export const PROFILE_MOODS = [
  { value: 'happy', label: 'Happy', emoji: '😊' },
  { value: 'sad', label: 'Sad', emoji: '😢' },
  { value: 'depressed', label: 'Depressed', emoji: '😞' },
  { value: 'calm', label: 'Calm', emoji: '😌' },
  { value: 'tired', label: 'Tired', emoji: '😴' },
  { value: 'stressed', label: 'Stressed', emoji: '😫' },
  { value: 'anxious', label: 'Anxious', emoji: '😰' },
  { value: 'energetic', label: 'Energetic', emoji: '⚡' },
] as const;
export const NEUTRAL_MOOD = { value: 'neutral', label: 'Neutral', emoji: '😐' } as const;

/** Onboarding mood step offers these seven (spec 2, Onboarding). */
export const ONBOARDING_MOODS = ['happy', 'sad', 'depressed', 'anxious', 'stressed', 'calm', 'tired'] as const;

export function moodDisplay(value: string | null | undefined): { value: string; label: string; emoji: string } {
  const found = PROFILE_MOODS.find((m) => m.value === (value ?? '').toLowerCase());
  return found ?? NEUTRAL_MOOD;
}

export const GOALS = ['Self Love', 'Confidence', 'Productivity', 'Gratitude'] as const;
export const GOAL_SLOTS = ['one', 'two', 'three', 'four'] as const;
export type GoalSlot = (typeof GOAL_SLOTS)[number];
export type PersonalGoals = Record<GoalSlot, string>;
export const EMPTY_GOALS: PersonalGoals = { one: '', two: '', three: '', four: '' };

export const EXERCISE_FREQUENCIES = ['daily', 'few times a week', 'once a week', 'rarely or never'] as const;

export const ONBOARDING_STEPS = 5;
export const ONBOARDING_SLEEP = { min: 0, max: 24 } as const;
export const PROFILE_SLEEP = { min: 1, max: 24 } as const;
export const NAME_MIN = 5;
export const PASSWORD_MIN = 6;

import { EMPTY_GOALS, type PersonalGoals, type UserRecord } from '@haven/core';

export interface ProfileDraft {
  name: string;
  profession: string;
  mood: string;
  sleepHours: string;
  exerciseFrequency: string;
  personalGoals: PersonalGoals;
}

/** Entering edit mode copies the current data into a draft (spec 4). */
export function draftFrom(user: UserRecord): ProfileDraft {
  const p = user.personalPreferences;
  return {
    name: user.name,
    profession: user.profession,
    mood: user.mood,
    sleepHours: p?.sleepHours === null || p?.sleepHours === undefined ? '' : String(p.sleepHours),
    exerciseFrequency: p?.exerciseFrequency ?? '',
    personalGoals: { ...EMPTY_GOALS, ...(p?.personalGoals ?? {}) },
  };
}

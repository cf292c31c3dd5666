import { EMPTY_GOALS, GOAL_SLOTS, moodDisplay, type PersonalGoals, type TherapyRecord } from '@haven/core';

/**
 * Spec 4, onboarding: tapping a selected goal clears its slot; tapping an unselected goal fills
 * the first empty of the four slots; when all four are full nothing is added.
 */
export function toggleGoal(goals: PersonalGoals, goal: string): PersonalGoals {
  const held = GOAL_SLOTS.find((slot) => goals[slot] === goal);
  if (held) return { ...goals, [held]: '' };
  const free = GOAL_SLOTS.find((slot) => !goals[slot]);
  if (!free) return goals;
  return { ...goals, [free]: goal };
}

export function selectedGoals(goals: PersonalGoals | null | undefined): string[] {
  return GOAL_SLOTS.map((slot) => (goals ?? EMPTY_GOALS)[slot]).filter(Boolean);
}

/** Sleep hours as typed: a whole number within the bounds (0-24 onboarding, 1-24 profile), else null. */
export function parseSleepHours(raw: string | number | null | undefined, bounds: { min: number; max: number }): number | null {
  if (raw === null || raw === undefined || String(raw).trim() === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < bounds.min || n > bounds.max) return null;
  return n;
}

/** Mood with its emoji for the Session Details dialog; 'Not specified' when there is none. */
export function sessionMoodText(feeling: string | null | undefined): string {
  if (!feeling?.trim()) return 'Not specified';
  const m = moodDisplay(feeling);
  const label = m.value === 'neutral' ? feeling.trim() : m.label;
  return `${m.emoji} ${label}`;
}

/** Long US date ('November 5, 2026'); 'N/A' when the value cannot be read as a date. */
export function longUsDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return 'N/A';
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * Every real session, newest first. (The spec's "skip the first entry" hid a placeholder record
 * of the original data; Haven has no placeholder, so nothing is skipped.)
 */
export function historyNewestFirst(therapy: readonly TherapyRecord[] | null | undefined): TherapyRecord[] {
  return [...(therapy ?? [])].reverse();
}

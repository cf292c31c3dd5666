import { z } from 'zod';

// Meditation preferences, labels and error texts (spec 2, 3, 4, 5, 8, 9). The browser form and the
// server validate with the same field schemas below, so a message the form shows is the message a
// 400 carries.
export const MEDITATION_FREQUENCIES = ['Daily', 'Twice a day', 'Weekly', 'Never'] as const;
export const MEDITATION_GOALS = ['Stress relief', 'Anxiety reduction', 'Mindfulness', 'Emotional balance'] as const;
export const MEDITATION_TIMES = ['Morning', 'Afternoon', 'Evening'] as const;
export const MEDITATION_LENGTHS = ['5 minutes', '10 minutes', '15 minutes', '20 minutes'] as const;
export const MEDITATION_TYPES = ['Guided meditation', 'Breathing exercises', 'Body scan meditation', 'Loving kindness meditation'] as const;

export const MEDITATION_FIELD_ERRORS = {
  oftenMeditate: 'Please choose how often you meditate.',
  meditationGoals: 'Please choose at least one meditation goal.',
  preferredTime: 'Please choose your preferred time.',
  medSessionLength: 'Please choose a session length of 5, 10, 15 or 20 minutes.',
  preferredMeditationType: 'Please choose a meditation type.',
} as const;

const frequency = z.enum(MEDITATION_FREQUENCIES, { error: MEDITATION_FIELD_ERRORS.oftenMeditate });
const goal = z.enum(MEDITATION_GOALS, { error: MEDITATION_FIELD_ERRORS.meditationGoals });
const time = z.enum(MEDITATION_TIMES, { error: MEDITATION_FIELD_ERRORS.preferredTime });
// '10', 10 and '10 minutes' all mean the 10-minute option; anything else is refused.
const length = z.preprocess(
  (v) => (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v.trim())) ? `${String(v).trim()} minutes` : v),
  z.enum(MEDITATION_LENGTHS, { error: MEDITATION_FIELD_ERRORS.medSessionLength }),
);
const type = z.enum(MEDITATION_TYPES, { error: MEDITATION_FIELD_ERRORS.preferredMeditationType });

/** The form's shape: goals as a list. */
export const meditationPreferencesSchema = z.object({
  oftenMeditate: frequency,
  meditationGoals: z
    .array(goal, { error: MEDITATION_FIELD_ERRORS.meditationGoals })
    .min(1, { error: MEDITATION_FIELD_ERRORS.meditationGoals })
    .refine((g) => new Set(g).size === g.length, { error: 'Each meditation goal can be chosen once.' }),
  preferredTime: time,
  medSessionLength: length,
  preferredMeditationType: type,
});
export type MeditationPreferencesInput = z.input<typeof meditationPreferencesSchema>;
export type MeditationPreferences = z.output<typeof meditationPreferencesSchema>;

/** Goals keyed goal1..n as the spec's call sends them. */
export const keyedMeditationGoalsSchema = z
  .record(z.string().regex(/^goal[1-9]\d*$/, { error: 'Goal keys are goal1, goal2, ...' }), goal, {
    error: (iss) =>
      (iss as { code?: string }).code === 'invalid_key' ? 'Goal keys are goal1, goal2, ...' : MEDITATION_FIELD_ERRORS.meditationGoals,
  })
  .refine((g) => Object.keys(g).length > 0, { error: MEDITATION_FIELD_ERRORS.meditationGoals })
  .refine((g) => new Set(Object.values(g)).size === Object.values(g).length, { error: 'Each meditation goal can be chosen once.' });

/** PUT /meditation/updateMeditationPrefs/{userId} body (spec 7). */
export const meditationPrefsPayloadSchema = meditationPreferencesSchema.extend({ meditationGoals: keyedMeditationGoalsSchema });
export type MeditationPrefsPayload = z.output<typeof meditationPrefsPayloadSchema>;

export function keyGoals(goals: readonly string[]): Record<string, string> {
  return Object.fromEntries(goals.map((g, i) => [`goal${i + 1}`, g]));
}
/** Goals in key order (goal2 before goal10). */
export function unkeyGoals(keyed: Record<string, string>): string[] {
  return Object.entries(keyed)
    .sort(([a], [b]) => Number(a.slice(4)) - Number(b.slice(4)))
    .map(([, g]) => g);
}
export function toPrefsPayload(p: MeditationPreferences): MeditationPrefsPayload {
  return { ...p, meditationGoals: keyGoals(p.meditationGoals) as MeditationPrefsPayload['meditationGoals'] };
}
/** Stored preferences (spec shape) back to the form's shape; null when they no longer validate. */
export function fromPrefsPayload(stored: unknown): MeditationPreferences | null {
  const parsed = meditationPrefsPayloadSchema.safeParse(stored);
  if (!parsed.success) return null;
  return { ...parsed.data, meditationGoals: unkeyGoals(parsed.data.meditationGoals) as MeditationPreferences['meditationGoals'] };
}

/** POST /api/v1/meditation/generate body. Visitors (no stored preferences) send theirs along. */
export const meditationGenerateSchema = z.object({
  count: z.union([z.literal(1), z.literal(3)], { error: 'count must be 1 or 3.' }),
  preferences: meditationPrefsPayloadSchema.optional(),
});

const text = (max: number) => z.string().trim().max(max);
/** POST /meditation/addMeditation/{userId} body (spec 7). */
export const addMeditationSchema = z.object({
  generatedMeditation: z.object({
    title: text(200).min(1, { error: 'title is required.' }),
    description: text(5000).min(1, { error: 'description is required.' }),
    time: text(100).default(''),
    duration: text(100).default(''),
    type: text(100).default(''),
  }),
});

/** The button moves through these while saving (spec 4). */
export const MEDITATION_SAVE_LABELS = {
  idle: 'Save Preferences',
  saving: 'Saving Preferences...',
  updating: 'Updating Status...',
  generating: 'Generating Meditations...',
} as const;
export const GENERATE_NEW_MEDITATION_LABELS = { idle: 'Generate New Meditation', busy: 'Generating...' } as const;

/** Alerts (spec 8). */
export const MEDITATION_ALERTS = {
  generateFailed: 'Failed to generate meditations. Please try again.',
  savePrefsFailed: 'Failed to save preferences. Please try again.',
} as const;

/** The spec's internal error names (spec 8), sent as `code` in error bodies. */
export const MEDITATION_ERROR_CODES = {
  fetchUser: 'Failed to fetch user data',
  invalidAi: 'Invalid response from AI service',
  noValid: 'No valid meditations generated',
  save: 'Failed to save meditation',
  fetchUpdated: 'Failed to fetch updated data',
  updateStatus: 'Failed to update meditation status',
} as const;

/** "10 minutes" -> 600; falls back to the spec's default of 10 minutes. */
export function meditationSeconds(duration: string | null | undefined): number {
  const m = /(\d+)/.exec(duration ?? '');
  const minutes = m ? Number(m[1]) : 10;
  return Math.min(Math.max(minutes, 1), 120) * 60;
}

/** The description split into the steps the guided player reveals one by one. */
export function meditationSteps(description: string): string[] {
  const byLine = description
    .split(/\n+/)
    .map((s) => s.replace(/^\s*(?:step\s*)?\d+[.):-]?\s*/i, '').trim())
    .filter(Boolean);
  if (byLine.length > 1) return byLine;
  return (description.match(/[^.!?]+[.!?]+["')\]]*|[^.!?]+$/g) ?? [])
    .map((s) => s.replace(/^\s*(?:step\s*)?\d+[.):-]?\s*/i, '').trim())
    .filter(Boolean);
}

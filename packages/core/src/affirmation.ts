import { z } from 'zod';

// Affirmation preferences, labels and error texts (spec 2, 3, 4, 5, 8, 9), shared by the form and
// the server so both refuse the same input with the same words.
export const AFFIRMATION_THEMES = ['motivation', 'relaxation', 'self-esteem', 'positivity'] as const;
export const AFFIRMATION_STYLES = ['short', 'detailed', 'story'] as const;
export const AFFIRMATION_THEME_LABELS: Record<(typeof AFFIRMATION_THEMES)[number], string> = {
  motivation: 'Motivation',
  relaxation: 'Relaxation',
  'self-esteem': 'Self-esteem',
  positivity: 'Positivity',
};
export const AFFIRMATION_STYLE_LABELS: Record<(typeof AFFIRMATION_STYLES)[number], string> = {
  short: 'Short',
  detailed: 'Detailed',
  story: 'Story',
};

export const AFFIRMATION_FIELD_ERRORS = {
  affirmationTheme: 'Please choose a theme: motivation, relaxation, self-esteem or positivity.',
  preferredAffirmation: 'Please choose a style: short, detailed or story.',
} as const;

export const affirmationPreferencesSchema = z.object(
  {
    affirmationTheme: z.enum(AFFIRMATION_THEMES, { error: AFFIRMATION_FIELD_ERRORS.affirmationTheme }),
    preferredAffirmation: z.enum(AFFIRMATION_STYLES, { error: AFFIRMATION_FIELD_ERRORS.preferredAffirmation }),
  },
  { error: 'Please choose a theme and a style.' },
);
export type AffirmationPreferences = z.infer<typeof affirmationPreferencesSchema>;

/** PUT /affirmation/updateAffirmationsPrefs/{userId} body (spec 7). */
export const affirmationPrefsPayloadSchema = z.object({
  affirmationsPreferences: affirmationPreferencesSchema,
});

/** POST /api/v1/affirmation/generate body (may be absent). Visitors (no stored preferences) send theirs along. */
export const affirmationGenerateSchema = z
  .object({ preferences: affirmationPreferencesSchema.optional() })
  .nullish()
  .transform((v) => v ?? {});

const affirmationText = z
  .string()
  .trim()
  .min(1, { error: 'The affirmation cannot be empty.' })
  .max(1000, { error: 'The affirmation is too long (at most 1000 characters).' });
/** POST /affirmation/addAffirmation/{userId} body (spec 7). */
export const addAffirmationSchema = z.object({ generatedAffirmation: affirmationText });
/** POST /affirmation/addFavAffir/{userId} body (spec 7). */
export const addFavouriteAffirmationSchema = z.object({ favoriteAffirmations: affirmationText });

/** The button label sequence (spec 4). The idle label is also the last one. */
export const AFFIRMATION_SAVE_LABELS = {
  saving: 'Saving...',
  updating: 'Updating...',
  generating: 'Generating Affirmations...',
  idle: 'Save Preferences',
} as const;

/** Alerts (spec 8). A failed favourite save is only logged. */
export const AFFIRMATION_ALERTS = {
  generateFailed: 'Failed to generate affirmations',
  savePrefsFailed: 'Failed to save preferences. Please try again.',
} as const;

export const AFFIRMATION_ERROR_CODES = {
  fetchUser: 'Failed to fetch user data',
  invalidAi: 'Invalid response from AI service',
  noValid: 'No valid affirmations generated',
  save: 'Failed to save affirmation',
  updateStatus: 'Failed to update affirmation status',
} as const;

export const AFFIRMATION_TIPS = [
  'Repeat your affirmations every morning and evening.',
  'Say them out loud, slowly, and believe in what you say.',
  'Write your favourite affirmations down and keep them where you will see them.',
  'Breathe deeply and notice how each affirmation feels.',
] as const;

export const AFFIRMATIONS_SHOWN = 4;

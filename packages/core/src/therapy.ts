// Therapy setup vocabulary and limits (spec 2, 6, 9).
export const THERAPY_MOODS = ['happy', 'sad', 'stressed', 'calm', 'depressed', 'tired', 'not-sure'] as const;
export const THERAPY_TYPES = ['CBT Therapy', 'DBT Therapy', 'Psychodynamic Therapy', 'Existential Therapy', 'Interpersonal Therapy (IPT)', 'Not Sure'] as const;
export const THERAPY_TOPICS = ['Work stress', 'Relationships', 'Anxiety', 'Self-esteem', 'Depression', 'Life transitions', 'Trauma', 'Grief', 'Sex Addiction', 'Family Problems', 'Not Sure'] as const;
export const THERAPY_LANGUAGES = ['English', 'French', 'Spanish', 'German', 'Italian', 'Urdu', 'Chinese', 'Hindi', 'Arabic', 'Dutch'] as const;
export type TherapyLanguage = (typeof THERAPY_LANGUAGES)[number];

export const FREE_THERAPY_SECONDS = 90;
export const PREMIUM_THERAPY_SECONDS = 3600;
/** Replies are still accepted this long past the limit, to absorb network delay. */
export const THERAPY_GRACE_SECONDS = 5;

export const NO_REMAINING_SESSIONS = 'You have no remaining therapy sessions. Please upgrade your plan.';
export const SESSION_LEAVE_WARNING = 'You have active therapy session. Are you sure you want to leave?';

/** mm:ss for the timer and the stored sessionLength. */
export function formatMmSs(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

import { z } from 'zod';

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

// --- Session API shapes (DESIGN.md 9) -------------------------------------------------------


export const THERAPY_TEXT_MAX = 2000;
const typedChoice = z.string().trim().min(1).max(100);

/** Start needs mood, therapy type, topic and language (spec 5); type, topic and language may be typed. */
export const therapyStartSchema = z.object({
  mood: z.enum(THERAPY_MOODS),
  therapyType: typedChoice,
  topic: typedChoice,
  language: typedChoice,
});
export type TherapyStart = z.infer<typeof therapyStartSchema>;

export const therapyMessageSchema = z.object({ text: z.string().trim().min(1).max(THERAPY_TEXT_MAX) });
export const therapyEndSchema = z.object({
  summarize: z.boolean(),
  /** The browser's local time of day for the record's `time` field (display only). */
  time: z.string().trim().max(40).optional(),
});

export const therapyRecordInputSchema = z.object({
  therapy: z.object({
    feeling: z.string().max(100).default(''),
    type: z.string().max(200).default(''),
    topic: z.string().max(200).default(''),
    sessionLength: z.string().max(20).default(''),
    description: z.string().max(10_000).default(''),
    date: z.string().max(100).default(''),
    time: z.string().max(100).default(''),
  }),
});

export interface TherapyMessage {
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
}

export interface TherapyStartReply {
  sessionId: string;
  greeting: string;
  limitSeconds: number;
  startedAt: string;
  disclosure: boolean;
  /**
   * True when the user already had an open session: the start changed nothing and answers with
   * that session (a double click, a second tab), which the browser then restores in full.
   */
  resumed?: boolean;
}

export interface ActiveTherapySession {
  sessionId: string;
  mood: string;
  therapyType: string;
  topic: string;
  language: string;
  limitSeconds: number;
  startedAt: string;
  /** Seconds since the start by the server's clock, capped at the limit. */
  elapsedSeconds: number;
  expired: boolean;
  messages: TherapyMessage[];
}

/** What the browser needs after a session ended to pick /profile or /pricing (spec 4). */
export interface TherapyAccount {
  isPremium: boolean;
  isTherapy: boolean;
  totalSessions: number;
}

/** One server-sent event of a streamed therapy reply. */
export type TherapyStreamEvent =
  | { delta: string }
  | {
      done: true;
      safety: { crisis: boolean; category?: string; helplines?: { name: string; phone?: string; sms?: string; url?: string; country?: string }[] };
      /** The chatbot's stream also ends with what its JSON answer carries. */
      disclosure?: boolean;
      stored?: boolean;
      sendTime?: string;
      responseTime?: string;
    }
  | { error: string };

// The spec's therapy error view texts (spec 8).
export const THERAPY_ERRORS = {
  aiResponse: 'Failed to generate AI response. Please try again.',
  speech: 'Failed to generate speech. Please try again.',
  save: 'Failed to save session. Please try again.',
  missingData: 'Missing session data.',
  start: 'Failed to start session. Please check your connection and try again.',
  microphone: 'Microphone access is required for this feature.',
  processSpeech: 'Failed to process your speech. Please try again.',
  recording: 'Failed to manage recording. Please try again.',
  load: 'Failed to load session. Please try again.',
  setupIncomplete: 'Please select your mood, session topic and a language.',
  noSessions: NO_REMAINING_SESSIONS,
} as const;
export const SESSION_TIME_OVER = 'Your session time is over.';

/** N/A stands in for 'Not Sure' in the session header (spec 2). */
export function headerLabel(value: string): string {
  return value.trim().toLowerCase() === 'not sure' ? 'N/A' : value;
}

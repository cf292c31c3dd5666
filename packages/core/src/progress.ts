import { z } from 'zod';
import { HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX } from './history';
import type { Helpline } from './safety';
import { helplineSchema } from './safety-schemas';
import { PROFILE_MOODS } from './profile';
import { CONTROL_CHARS_MESSAGE, hasControlChars } from './text-safety';

// The progress domain (issue 16, DESIGN 9.1): mood check-ins, PHQ-9 and GAD-7, and the progress
// figures computed from them on the server. Formulas are documented in docs/decisions/016-progress.md.
//
// Routes (under /api/v1, authenticated, owner-only: 403 for another user's id):
//   POST /progress/{userId}/checkins          moodCheckinInputSchema   -> 201 { checkin: MoodCheckin, progress: ProgressFields }
//   GET  /progress/{userId}/checkins          ?cursor&limit            -> { items: MoodCheckin[], nextCursor }
//   POST /progress/{userId}/questionnaires    questionnaireInputSchema -> 201 QuestionnaireSubmitReply; 409 questionnaireTooSoon(...)
//   GET  /progress/{userId}/questionnaires    ?kind&cursor&limit       -> { items: QuestionnaireResult[], nextCursor }
//   GET  /progress/{userId}/summary           ?days=7|30|90&tz         -> ProgressSummary
//   POST /progress/{userId}/meditation-plays  meditationPlayInputSchema -> 204

// ---------------------------------------------------------------------------------------------
// Mood check-ins
// ---------------------------------------------------------------------------------------------

export const CHECKIN_MOODS = PROFILE_MOODS.map((m) => m.value) as unknown as readonly [string, ...string[]];
export type CheckinMood = (typeof PROFILE_MOODS)[number]['value'];
export const CHECKIN_NOTE_MAX = 280;
/** Where a check-in was made: the profile header, or before/after a therapy session. */
export const CHECKIN_CONTEXTS = ['profile', 'before_session', 'after_session'] as const;
export type CheckinContext = (typeof CHECKIN_CONTEXTS)[number];
export const GOAL_KEYS = ['one', 'two', 'three', 'four'] as const;
export type GoalKey = (typeof GOAL_KEYS)[number];
/** At most this many check-ins a user may make in one day (the server refuses more with 429). */
export const CHECKINS_PER_DAY_MAX = 24;

/** How each mood of the profile's list sits between very low (-2) and very good (+2). */
export const MOOD_VALENCE: Record<CheckinMood, number> = {
  happy: 2,
  energetic: 1,
  calm: 1,
  tired: -1,
  stressed: -1,
  anxious: -1,
  sad: -2,
  depressed: -2,
};
/** Intensity assumed when the user gives none: the middle of the 0-10 scale. */
export const DEFAULT_INTENSITY = 5;

/**
 * A check-in's mood score on 0-10 (5 is neutral): 5 + valence x intensity / 4, clamped.
 * "Happy, 10" is 10, "Depressed, 10" is 0, any mood at intensity 0 is 5.
 */
export function moodScore(mood: string, intensity?: number | null): number {
  const valence = MOOD_VALENCE[mood as CheckinMood] ?? 0;
  const raw = 5 + (valence * (intensity ?? DEFAULT_INTENSITY)) / 4;
  return Math.round(Math.min(10, Math.max(0, raw)) * 10) / 10;
}

const rating = (field: string) =>
  z
    .number({ error: `${field} must be a number from 0 to 10.` })
    .int(`${field} must be a whole number from 0 to 10.`)
    .min(0, `${field} must be from 0 to 10.`)
    .max(10, `${field} must be from 0 to 10.`);

export const moodCheckinInputSchema = z.object({
  mood: z.enum(CHECKIN_MOODS, { error: `mood must be one of: ${CHECKIN_MOODS.join(', ')}.` }),
  intensity: rating('intensity').nullable().optional(),
  note: z
    .string({ error: 'note must be text.' })
    .trim()
    .max(CHECKIN_NOTE_MAX, `note must be at most ${CHECKIN_NOTE_MAX} characters.`)
    .refine((s) => !hasControlChars(s), `note ${CONTROL_CHARS_MESSAGE}.`)
    .optional(),
  context: z.enum(CHECKIN_CONTEXTS, { error: `context must be one of: ${CHECKIN_CONTEXTS.join(', ')}.` }).default('profile'),
  /** Required for before_session / after_session: the user's own therapy session. */
  sessionId: z.uuid({ error: 'sessionId must be a therapy session id.' }).optional(),
  /** Optional 0-10 ratings of how close the user feels to each of their four personal goals. */
  goals: z
    .object({ one: rating('goals.one').optional(), two: rating('goals.two').optional(), three: rating('goals.three').optional(), four: rating('goals.four').optional() }, { error: 'goals must be an object of ratings.' })
    .strict()
    .optional(),
});
export type MoodCheckinInput = z.infer<typeof moodCheckinInputSchema>;

export interface MoodCheckin {
  id: string;
  mood: CheckinMood;
  intensity: number | null;
  note: string;
  context: CheckinContext;
  sessionId: string | null;
  goals: Partial<Record<GoalKey, number>>;
  /** moodScore(mood, intensity), 0-10. */
  score: number;
  createdAt: string;
}

// ---------------------------------------------------------------------------------------------
// Questionnaires: PHQ-9 (Kroenke, Spitzer & Williams 2001) and GAD-7 (Spitzer et al. 2006),
// free to use; English wording as published.
// ---------------------------------------------------------------------------------------------

export const QUESTIONNAIRE_KINDS = ['phq9', 'gad7'] as const;
export type QuestionnaireKind = (typeof QUESTIONNAIRE_KINDS)[number];
/** A questionnaire is offered at most once in this many days (its recall window is two weeks). */
export const QUESTIONNAIRE_INTERVAL_DAYS = 14;

export const QUESTIONNAIRE_OPTIONS = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
] as const;

export const DIFFICULTY_QUESTION = 'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?';
export const DIFFICULTY_OPTIONS = [
  { value: 0, label: 'Not difficult at all' },
  { value: 1, label: 'Somewhat difficult' },
  { value: 2, label: 'Very difficult' },
  { value: 3, label: 'Extremely difficult' },
] as const;

export interface Band {
  /** Lowest total score of the band (inclusive). */
  min: number;
  max: number;
  key: string;
  label: string;
}

export interface QuestionnaireDefinition {
  kind: QuestionnaireKind;
  title: string;
  /** What it screens for, in plain words. */
  about: string;
  stem: string;
  items: readonly string[];
  maxScore: number;
  bands: readonly Band[];
}

export const PHQ9: QuestionnaireDefinition = {
  kind: 'phq9',
  title: 'PHQ-9',
  about: 'Depression',
  stem: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  items: [
    'Little interest or pleasure in doing things',
    'Feeling down, depressed, or hopeless',
    'Trouble falling or staying asleep, or sleeping too much',
    'Feeling tired or having little energy',
    'Poor appetite or overeating',
    'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
    'Trouble concentrating on things, such as reading the newspaper or watching television',
    'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
    'Thoughts that you would be better off dead or of hurting yourself in some way',
  ],
  maxScore: 27,
  bands: [
    { min: 0, max: 4, key: 'minimal', label: 'Minimal' },
    { min: 5, max: 9, key: 'mild', label: 'Mild' },
    { min: 10, max: 14, key: 'moderate', label: 'Moderate' },
    { min: 15, max: 19, key: 'moderately_severe', label: 'Moderately severe' },
    { min: 20, max: 27, key: 'severe', label: 'Severe' },
  ],
};

export const GAD7: QuestionnaireDefinition = {
  kind: 'gad7',
  title: 'GAD-7',
  about: 'Anxiety',
  stem: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
  items: [
    'Feeling nervous, anxious or on edge',
    'Not being able to stop or control worrying',
    'Worrying too much about different things',
    'Trouble relaxing',
    'Being so restless that it is hard to sit still',
    'Becoming easily annoyed or irritable',
    'Feeling afraid as if something awful might happen',
  ],
  maxScore: 21,
  bands: [
    { min: 0, max: 4, key: 'minimal', label: 'Minimal' },
    { min: 5, max: 9, key: 'mild', label: 'Mild' },
    { min: 10, max: 14, key: 'moderate', label: 'Moderate' },
    { min: 15, max: 21, key: 'severe', label: 'Severe' },
  ],
};

export const QUESTIONNAIRES: Record<QuestionnaireKind, QuestionnaireDefinition> = { phq9: PHQ9, gad7: GAD7 };
/** PHQ-9 item 9 (zero-based index 8): any answer above "Not at all" opens the crisis path. */
export const PHQ9_SELF_HARM_ITEM = 8;

export function bandFor(kind: QuestionnaireKind, score: number): Band {
  const def = QUESTIONNAIRES[kind];
  const band = def.bands.find((b) => score >= b.min && score <= b.max);
  if (!band) throw new RangeError(`${def.title} score ${score} is outside 0-${def.maxScore}`);
  return band;
}

export interface QuestionnaireScore {
  score: number;
  band: Band;
  /** PHQ-9 item 9 answered above "Not at all". Always false for GAD-7. */
  selfHarmFlag: boolean;
}

/** The published scoring: the sum of the item answers (0-3 each), banded. */
export function scoreQuestionnaire(kind: QuestionnaireKind, answers: readonly number[]): QuestionnaireScore {
  const def = QUESTIONNAIRES[kind];
  if (answers.length !== def.items.length || answers.some((a) => !Number.isInteger(a) || a < 0 || a > 3)) {
    throw new RangeError(`${def.title} needs ${def.items.length} answers from 0 to 3`);
  }
  const score = answers.reduce((sum, a) => sum + a, 0);
  return { score, band: bandFor(kind, score), selfHarmFlag: kind === 'phq9' && answers[PHQ9_SELF_HARM_ITEM] > 0 };
}

const answer = z.number({ error: 'each answer must be a number from 0 to 3.' }).int('each answer must be a whole number from 0 to 3.').min(0, 'each answer must be from 0 to 3.').max(3, 'each answer must be from 0 to 3.');

export const questionnaireInputSchema = z
  .object({
    kind: z.enum(QUESTIONNAIRE_KINDS, { error: 'kind must be phq9 or gad7.' }),
    answers: z.array(answer, { error: 'answers must be a list of numbers.' }),
    /** The optional, unscored difficulty question (0-3). */
    difficulty: answer.nullable().optional(),
    /** Optional, for the crisis path's help lines: the user's country (two letters) and language; else the language of their latest therapy session. */
    country: z.string({ error: 'country must be a two-letter code such as US or GB.' }).regex(/^[A-Za-z]{2}$/, 'country must be a two-letter code such as US or GB.').optional(),
    language: z.string({ error: 'language must be text.' }).max(32, 'language is too long.').optional(),
  })
  .superRefine((v, ctx) => {
    const n = QUESTIONNAIRES[v.kind].items.length;
    if (v.answers.length !== n) ctx.addIssue({ code: 'custom', path: ['answers'], message: `answers must hold ${n} answers for ${QUESTIONNAIRES[v.kind].title}.` });
  });
export type QuestionnaireInput = z.infer<typeof questionnaireInputSchema>;

export interface QuestionnaireResult {
  id: string;
  kind: QuestionnaireKind;
  answers: number[];
  difficulty: number | null;
  score: number;
  band: string;
  bandLabel: string;
  createdAt: string;
}

export interface QuestionnaireAvailability {
  lastAt: string | null;
  /** When it may be taken again; null when it may be taken now. */
  nextAt: string | null;
}

export interface QuestionnaireSubmitReply {
  result: QuestionnaireResult;
  /** True when PHQ-9 item 9 was answered above "Not at all": the screen shows the help lines at once. */
  crisis: boolean;
  /** The help lines for the user's country/language when crisis is true, else empty. */
  helplines: Helpline[];
  availability: QuestionnaireAvailability;
}

export const questionnaireTooSoon = (title: string, date: string) => `You took the ${title} recently. You can take it again on ${date}.`;

// ---------------------------------------------------------------------------------------------
// Lists, summary and the computed progress fields
// ---------------------------------------------------------------------------------------------

export const progressListQuerySchema = z.object({
  cursor: z.string().max(200, 'cursor is too long.').regex(/^[A-Za-z0-9_-]+$/, 'cursor must be a cursor from an earlier answer.').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(HISTORY_PAGE_MAX, `limit must be at most ${HISTORY_PAGE_MAX}.`)
    .default(HISTORY_PAGE_DEFAULT),
  kind: z.enum(QUESTIONNAIRE_KINDS, { error: 'kind must be phq9 or gad7.' }).optional(),
});

export const PROGRESS_RANGES = [7, 30, 90] as const;
export type ProgressRange = (typeof PROGRESS_RANGES)[number];

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const progressSummaryQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be 7, 30 or 90.' })
    .refine((d): d is ProgressRange => (PROGRESS_RANGES as readonly number[]).includes(d), 'days must be 7, 30 or 90.')
    .default(30),
  /** The user's IANA time zone: days are counted in it. */
  tz: z.string().max(64, 'tz is too long.').refine(isTimeZone, 'tz must be an IANA time zone such as Europe/Paris.').default('UTC'),
});

/** The spec's user.progress fields, computed on the server (formulas: docs/decisions/016-progress.md). */
export interface ProgressFields {
  /** Points on 0-100 (mood score x 10): recent mood against the user's earlier baseline, or mean post-minus-pre session change. Can be negative. */
  moodImprovement: number;
  /** Percent of the last 30 days with any activity. */
  appConsistency: number;
  /** Percent: the mean of the latest 0-10 rating of each goal the user set, x 10. */
  goalProgress: number;
}

export interface MoodDay {
  /** YYYY-MM-DD in the requested time zone. */
  date: string;
  /** Mean mood score of the day's check-ins, 0-10, one decimal. */
  score: number;
  /** The day's most recent mood. */
  mood: CheckinMood;
  count: number;
}

export interface QuestionnairePoint {
  date: string;
  score: number;
  band: string;
  bandLabel: string;
}

export interface ProgressSummary {
  days: ProgressRange;
  timeZone: string;
  moods: MoodDay[];
  checkins: number;
  questionnaires: Record<QuestionnaireKind, { points: QuestionnairePoint[]; availability: QuestionnaireAvailability }>;
  /** Consecutive days with any activity, ending today (or yesterday when today has none yet). */
  streak: number;
  /** Days with any activity within the range. */
  daysActive: number;
  therapy: { sessions: number; minutes: number };
  meditationsPlayed: number;
  progress: ProgressFields;
  /** Pre/post mood pairs of therapy sessions in the range. */
  sessionMoodChanges: { sessionId: string; date: string; before: number; after: number }[];
}

/** POST /progress/{userId}/meditation-plays: the player reports that a meditation was played. */
export const meditationPlayInputSchema = z.object({
  seconds: z.number({ error: 'seconds must be a number.' }).int('seconds must be a whole number.').min(0, 'seconds must not be negative.').max(4 * 3600, 'seconds is too large.'),
});

// ---------------------------------------------------------------------------------------------
// Answer schemas (the server's OpenAPI document and response serialisation); they mirror the
// interfaces above.
// ---------------------------------------------------------------------------------------------

const goalRatingsSchema = z.object({ one: z.number().optional(), two: z.number().optional(), three: z.number().optional(), four: z.number().optional() });

export const moodCheckinSchema = z.object({
  id: z.string(),
  mood: z.string(),
  intensity: z.number().nullable(),
  note: z.string(),
  context: z.enum(CHECKIN_CONTEXTS),
  sessionId: z.string().nullable(),
  goals: goalRatingsSchema,
  score: z.number(),
  createdAt: z.string(),
});

export const progressFieldsSchema = z.object({ moodImprovement: z.number(), appConsistency: z.number(), goalProgress: z.number() });

export const questionnaireResultSchema = z.object({
  id: z.string(),
  kind: z.enum(QUESTIONNAIRE_KINDS),
  answers: z.array(z.number()),
  difficulty: z.number().nullable(),
  score: z.number(),
  band: z.string(),
  bandLabel: z.string(),
  createdAt: z.string(),
});

export const questionnaireAvailabilitySchema = z.object({ lastAt: z.string().nullable(), nextAt: z.string().nullable() });


export const moodCheckinReplySchema = z.object({ checkin: moodCheckinSchema, progress: progressFieldsSchema, crisis: z.boolean(), helplines: z.array(helplineSchema) });
export const questionnaireSubmitReplySchema = z.object({ result: questionnaireResultSchema, crisis: z.boolean(), helplines: z.array(helplineSchema), availability: questionnaireAvailabilitySchema });
export const moodCheckinPageSchema = z.object({ items: z.array(moodCheckinSchema), nextCursor: z.string().nullable() });
export const questionnaireResultPageSchema = z.object({ items: z.array(questionnaireResultSchema), nextCursor: z.string().nullable() });

const questionnaireSeriesSchema = z.object({
  points: z.array(z.object({ date: z.string(), score: z.number(), band: z.string(), bandLabel: z.string() })),
  availability: questionnaireAvailabilitySchema,
});

export const progressSummarySchema = z.object({
  days: z.number(),
  timeZone: z.string(),
  moods: z.array(z.object({ date: z.string(), score: z.number(), mood: z.string(), count: z.number() })),
  checkins: z.number(),
  questionnaires: z.object({ phq9: questionnaireSeriesSchema, gad7: questionnaireSeriesSchema }),
  streak: z.number(),
  daysActive: z.number(),
  therapy: z.object({ sessions: z.number(), minutes: z.number() }),
  meditationsPlayed: z.number(),
  progress: progressFieldsSchema,
  sessionMoodChanges: z.array(z.object({ sessionId: z.string(), date: z.string(), before: z.number(), after: z.number() })),
});

import {
  CHECKIN_NOTE_MAX,
  GOAL_KEYS,
  moodDisplay,
  PHQ9_SELF_HARM_ITEM,
  QUESTIONNAIRES,
  type CheckinMood,
  type GoalKey,
  type MoodDay,
  type ProgressFields,
  type ProgressRange,
  type QuestionnaireAvailability,
  type QuestionnaireKind,
} from '@haven/core';

// Pure rules of the progress screens (unit-tested in progress-rules.test.ts).

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of `now` in an IANA time zone. */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** Calendar arithmetic on YYYY-MM-DD strings (no time zone involved). */
export function addDays(ymd: string, n: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** 'Nov 3' for axis ticks and table rows. */
export function shortDate(ymd: string): string {
  return new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** 'Monday, November 3, 2026' for tables and screen-reader text. */
export function longDate(ymd: string): string {
  return new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export interface MoodPoint {
  date: string;
  label: string;
  /** The day's mean mood score 0-10, or null on a day without a check-in (a gap in the line). */
  score: number | null;
  mood: CheckinMood | null;
  count: number;
}

/**
 * One point per calendar day of the range, oldest first, so days without a check-in show as gaps.
 * The range ends today in the user's time zone, or on the newest check-in day when that is later
 * (the server's clock decides what "today" is).
 */
export function moodSeries(moods: readonly MoodDay[], days: ProgressRange, today: string): MoodPoint[] {
  const newest = moods.reduce((max, m) => (m.date > max ? m.date : max), today);
  const start = addDays(newest, -(days - 1));
  const byDate = new Map(moods.map((m) => [m.date, m]));
  const points: MoodPoint[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(start, i);
    const m = byDate.get(date);
    points.push({ date, label: shortDate(date), score: m ? m.score : null, mood: m ? m.mood : null, count: m ? m.count : 0 });
  }
  return points;
}

/** The chart's one-sentence text alternative. */
export function moodSummaryText(points: readonly MoodPoint[], days: ProgressRange): string {
  const scored = points.filter((p): p is MoodPoint & { score: number } => p.score !== null);
  if (scored.length === 0) return `No mood check-ins in the last ${days} days.`;
  const mean = Math.round((scored.reduce((s, p) => s + p.score, 0) / scored.length) * 10) / 10;
  const last = scored[scored.length - 1];
  const dayWord = scored.length === 1 ? 'day' : 'days';
  return `Mood over the last ${days} days: check-ins on ${scored.length} ${dayWord}, average ${mean} out of 10; latest ${last.score} (${moodDisplay(last.mood).label}) on ${longDate(last.date)}.`;
}

/** PHQ-9 item 9 answered above "Not at all": the help lines show at once, before any submit. */
export function selfHarmFlagged(kind: QuestionnaireKind, answers: readonly (number | null)[]): boolean {
  const a = answers[PHQ9_SELF_HARM_ITEM];
  return kind === 'phq9' && typeof a === 'number' && a > 0;
}

export function unanswered(kind: QuestionnaireKind, answers: readonly (number | null)[]): number[] {
  return QUESTIONNAIRES[kind].items.flatMap((_, i) => (typeof answers[i] === 'number' ? [] : [i]));
}

/** 'November 30, 2026' from an ISO timestamp, in the user's zone. */
export function availabilityDate(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', ...(timeZone ? { timeZone } : {}) });
}

/** null when the questionnaire may be taken now, else the sentence that says when. */
export function notYetText(title: string, availability: QuestionnaireAvailability, timeZone?: string): string | null {
  if (!availability.nextAt) return null;
  return `You took the ${title} recently. You can take it again on ${availabilityDate(availability.nextAt, timeZone)}.`;
}

export function noteCounterText(note: string): string {
  return `${note.length} / ${CHECKIN_NOTE_MAX}`;
}

export interface ProgressFigure {
  key: keyof ProgressFields;
  label: string;
  value: string;
  explanation: string;
}

/** The three computed numbers, each with a label a person understands without the formula. */
export function progressFigures(p: ProgressFields): ProgressFigure[] {
  const mi = Math.round(p.moodImprovement);
  return [
    {
      key: 'moodImprovement',
      label: 'Mood change',
      value: mi === 0 ? 'No change' : `${mi > 0 ? '+' : '−'}${Math.abs(mi)} points`,
      // The server compares the last 7 days with the first week of check-ins, or, before there is a
      // first week to compare with, how the user felt before and after therapy sessions (decision 016).
      explanation:
        mi > 0
          ? 'Your mood is better than when you started (your first week of check-ins, or before vs after sessions).'
          : mi < 0
            ? 'Your mood is lower than when you started (your first week of check-ins, or before vs after sessions).'
            : 'No difference yet: this compares your last 7 days with your first week of check-ins, or how you feel before and after sessions.',
    },
    {
      key: 'appConsistency',
      label: 'Consistency',
      value: `${Math.round(p.appConsistency)}%`,
      explanation: 'Share of the last 30 days on which you used Haven.',
    },
    {
      key: 'goalProgress',
      label: 'Goal progress',
      value: `${Math.round(p.goalProgress)}%`,
      explanation: 'How close you feel to your goals, from your latest ratings.',
    },
  ];
}

/** The goals the user has set, in slot order, for the optional ratings. */
export function goalEntries(goals: Partial<Record<GoalKey, string>> | undefined): { key: GoalKey; name: string }[] {
  return GOAL_KEYS.flatMap((key) => {
    const name = goals?.[key]?.trim();
    return name ? [{ key, name }] : [];
  });
}

export function minutesText(minutes: number): string {
  const m = Math.round(minutes);
  return `${m} ${m === 1 ? 'minute' : 'minutes'}`;
}

/** The setup's mood when it is one the check-in knows ('not-sure' is not). */
export function checkinMoodOrNull(mood: string | null | undefined): CheckinMood | null {
  const d = moodDisplay(mood);
  return d.value === 'neutral' ? null : (d.value as CheckinMood);
}

/** A questionnaire chart's one-sentence text alternative. */
export function scoreSummaryText(
  kind: QuestionnaireKind,
  points: readonly { date: string; score: number; bandLabel: string }[],
  days: ProgressRange,
): string {
  const def = QUESTIONNAIRES[kind];
  if (points.length === 0) return `No ${def.title} results in the last ${days} days.`;
  const last = points[points.length - 1];
  const results = points.length === 1 ? '1 result' : `${points.length} results`;
  return `${def.title} scores in the last ${days} days: ${results}; latest ${last.score} out of ${def.maxScore} (${last.bandLabel}) on ${longDate(last.date)}.`;
}

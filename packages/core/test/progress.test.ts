import { describe, expect, it } from 'vitest';
import {
  bandFor,
  GAD7,
  moodCheckinInputSchema,
  moodScore,
  PHQ9,
  PHQ9_SELF_HARM_ITEM,
  progressSummaryQuerySchema,
  questionnaireInputSchema,
  scoreQuestionnaire,
  type QuestionnaireKind,
} from '../src/progress';

/** Answers (0-3 each) of `n` items summing to `total`, item 9 kept at 0 unless asked. */
function answersFor(n: number, total: number, opts: { selfHarm?: number } = {}): number[] {
  const a = Array<number>(n).fill(0);
  let left = total;
  if (opts.selfHarm) {
    a[PHQ9_SELF_HARM_ITEM] = opts.selfHarm;
    left -= opts.selfHarm;
  }
  for (let i = 0; i < n && left > 0; i++) {
    if (opts.selfHarm && i === PHQ9_SELF_HARM_ITEM) continue;
    const add = Math.min(3 - a[i], left);
    a[i] += add;
    left -= add;
  }
  if (left > 0) throw new Error(`cannot reach ${total}`);
  return a;
}

describe('PHQ-9 scoring at every band boundary', () => {
  const cases: [number, string][] = [
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'moderately_severe'],
    [19, 'moderately_severe'],
    [20, 'severe'],
    [27, 'severe'],
  ];
  for (const [score, band] of cases) {
    it(`${score} -> ${band}`, () => {
      const answers = score === 27 ? Array(9).fill(3) : answersFor(9, score);
      const r = scoreQuestionnaire('phq9', answers);
      expect(r.score).toBe(score);
      expect(r.band.key).toBe(band);
      expect(r.selfHarmFlag).toBe(score === 27);
    });
  }
  it('labels the bands as published', () => {
    expect(PHQ9.bands.map((b) => b.label)).toEqual(['Minimal', 'Mild', 'Moderate', 'Moderately severe', 'Severe']);
    expect(PHQ9.maxScore).toBe(27);
  });
});

describe('GAD-7 scoring at every band boundary', () => {
  const cases: [number, string][] = [
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'severe'],
    [21, 'severe'],
  ];
  for (const [score, band] of cases) {
    it(`${score} -> ${band}`, () => {
      const r = scoreQuestionnaire('gad7', answersFor(7, score));
      expect(r.score).toBe(score);
      expect(r.band.key).toBe(band);
      // GAD-7 has no self-harm item, whatever its last answer.
      expect(r.selfHarmFlag).toBe(false);
    });
  }
  it('has no Moderately severe band and a maximum of 21', () => {
    expect(GAD7.bands.map((b) => b.key)).toEqual(['minimal', 'mild', 'moderate', 'severe']);
    expect(() => bandFor('gad7', 22)).toThrow(RangeError);
  });
});

describe('PHQ-9 item 9', () => {
  it('flags any answer above "Not at all", even at a minimal total', () => {
    for (const v of [1, 2, 3]) {
      const r = scoreQuestionnaire('phq9', answersFor(9, v, { selfHarm: v }));
      expect(r.selfHarmFlag).toBe(true);
      expect(r.band.key).toBe('minimal');
    }
    expect(scoreQuestionnaire('phq9', answersFor(9, 24)).selfHarmFlag).toBe(false); // items 1-8 at 3, item 9 at 0
  });
});

describe('scoreQuestionnaire and the input schema refuse malformed answers', () => {
  it.each<[QuestionnaireKind, number[]]>([
    ['phq9', Array(8).fill(0)],
    ['phq9', Array(10).fill(0)],
    ['gad7', [0, 0, 0, 0, 0, 0, 4]],
    ['gad7', [0, 0, 0, 0, 0, 0, -1]],
    ['gad7', [0, 0, 0, 0, 0, 0, 1.5]],
  ])('%s %j', (kind, answers) => {
    expect(() => scoreQuestionnaire(kind, answers)).toThrow(RangeError);
    expect(questionnaireInputSchema.safeParse({ kind, answers }).success).toBe(false);
  });
  it('names the expected count', () => {
    const r = questionnaireInputSchema.safeParse({ kind: 'phq9', answers: [0, 0] });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe('answers must hold 9 answers for PHQ-9.');
  });
});

describe('moodScore', () => {
  it('maps valence x intensity onto 0-10 around a neutral 5', () => {
    expect(moodScore('happy', 10)).toBe(10);
    expect(moodScore('depressed', 10)).toBe(0);
    expect(moodScore('sad', 10)).toBe(0);
    expect(moodScore('calm', 10)).toBe(7.5);
    expect(moodScore('anxious', 10)).toBe(2.5);
    expect(moodScore('energetic', 6)).toBe(6.5);
    expect(moodScore('tired', 3)).toBe(4.3); // 4.25 rounded to one decimal
    expect(moodScore('stressed', 8)).toBe(3);
  });
  it('is 5 at intensity 0 and uses the middle intensity when none is given', () => {
    for (const mood of ['happy', 'sad', 'calm', 'anxious']) expect(moodScore(mood, 0)).toBe(5);
    expect(moodScore('happy')).toBe(7.5);
    expect(moodScore('happy', null)).toBe(7.5);
    expect(moodScore('depressed')).toBe(2.5);
  });
  it('treats an unknown mood as neutral', () => {
    expect(moodScore('not-sure', 9)).toBe(5);
  });
});

describe('check-in and summary query schemas', () => {
  it('defaults the context to profile and refuses unknown goal keys', () => {
    expect(moodCheckinInputSchema.parse({ mood: 'calm' }).context).toBe('profile');
    expect(moodCheckinInputSchema.safeParse({ mood: 'calm', goals: { five: 1 } }).success).toBe(false);
  });
  it('accepts 7, 30 or 90 days and IANA zones only', () => {
    expect(progressSummaryQuerySchema.parse({})).toEqual({ days: 30, tz: 'UTC' });
    expect(progressSummaryQuerySchema.parse({ days: '90', tz: 'Asia/Kolkata' })).toEqual({ days: 90, tz: 'Asia/Kolkata' });
    expect(progressSummaryQuerySchema.safeParse({ days: '14' }).success).toBe(false);
    expect(progressSummaryQuerySchema.safeParse({ tz: 'Mars/Olympus' }).success).toBe(false);
  });
});

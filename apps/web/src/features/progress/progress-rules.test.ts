import { describe, expect, it } from 'vitest';
import type { MoodDay } from '@haven/core';
import {
  addDays,
  checkinMoodOrNull,
  scoreSummaryText,
  dayIn,
  goalEntries,
  moodSeries,
  moodSummaryText,
  notYetText,
  noteCounterText,
  progressFigures,
  selfHarmFlagged,
  unanswered,
} from './progress-rules';

const day = (date: string, score: number, mood: MoodDay['mood'] = 'calm', count = 1): MoodDay => ({ date, score, mood, count });

describe('calendar helpers', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
  it('reads the day in the given time zone, not UTC', () => {
    const lateEvening = new Date('2026-11-24T23:30:00Z');
    expect(dayIn('UTC', lateEvening)).toBe('2026-11-24');
    expect(dayIn('Asia/Tokyo', lateEvening)).toBe('2026-11-25');
    expect(dayIn('America/Los_Angeles', lateEvening)).toBe('2026-11-24');
  });
});

describe('moodSeries', () => {
  it('has one point per day of the range, oldest first, with gaps as null', () => {
    const points = moodSeries([day('2026-11-20', 7.5, 'energetic', 2), day('2026-11-24', 3, 'sad')], 7, '2026-11-24');
    expect(points).toHaveLength(7);
    expect(points[0].date).toBe('2026-11-18');
    expect(points.at(-1)).toMatchObject({ date: '2026-11-24', score: 3, mood: 'sad', count: 1 });
    expect(points.find((p) => p.date === '2026-11-20')).toMatchObject({ score: 7.5, mood: 'energetic', count: 2, label: 'Nov 20' });
    expect(points.filter((p) => p.score === null)).toHaveLength(5);
  });
  it('ends on the newest check-in day when the server is ahead of the browser', () => {
    const points = moodSeries([day('2026-12-02', 6)], 30, '2026-11-24');
    expect(points).toHaveLength(30);
    expect(points.at(-1)?.date).toBe('2026-12-02');
    expect(points[0].date).toBe('2026-11-03');
  });
  it('says in words what the chart shows', () => {
    const points = moodSeries([day('2026-11-22', 6), day('2026-11-24', 9, 'happy')], 7, '2026-11-24');
    expect(moodSummaryText(points, 7)).toBe(
      'Mood over the last 7 days: check-ins on 2 days, average 7.5 out of 10; latest 9 (Happy) on Tuesday, November 24, 2026.',
    );
    expect(moodSummaryText(moodSeries([], 90, '2026-11-24'), 90)).toBe('No mood check-ins in the last 90 days.');
  });
});

describe('questionnaire rules', () => {
  const phq = (item9: number | null) => [0, 0, 0, 0, 0, 0, 0, 0, item9];
  it('flags PHQ-9 item 9 above "Not at all" and nothing else', () => {
    expect(selfHarmFlagged('phq9', phq(1))).toBe(true);
    expect(selfHarmFlagged('phq9', phq(3))).toBe(true);
    expect(selfHarmFlagged('phq9', phq(0))).toBe(false);
    expect(selfHarmFlagged('phq9', phq(null))).toBe(false);
    // GAD-7 has no item 9; a ninth value never opens the crisis path there.
    expect(selfHarmFlagged('gad7', [3, 3, 3, 3, 3, 3, 3, 3, 3])).toBe(false);
  });
  it('lists the items still unanswered', () => {
    expect(unanswered('gad7', [1, null, 2])).toEqual([1, 3, 4, 5, 6]);
    expect(unanswered('phq9', phq(2))).toEqual([]);
  });
  it('offers a questionnaire when nextAt is null, else says when', () => {
    expect(notYetText('PHQ-9', { lastAt: null, nextAt: null })).toBeNull();
    expect(notYetText('GAD-7', { lastAt: '2026-11-20T10:00:00Z', nextAt: '2026-12-04T10:00:00Z' }, 'UTC')).toBe(
      'You took the GAD-7 recently. You can take it again on December 4, 2026.',
    );
  });
});

describe('labels', () => {
  it('words the three computed numbers', () => {
    const [mood, consistency, goals] = progressFigures({ moodImprovement: 12.4, appConsistency: 40, goalProgress: 66.7 });
    expect(mood).toMatchObject({ label: 'Mood change', value: '+12 points' });
    expect(mood.explanation).toMatch(/better/);
    expect(consistency).toMatchObject({ label: 'Consistency', value: '40%' });
    expect(goals).toMatchObject({ label: 'Goal progress', value: '67%' });
    expect(progressFigures({ moodImprovement: -3, appConsistency: 0, goalProgress: 0 })[0]).toMatchObject({ value: '−3 points' });
    expect(progressFigures({ moodImprovement: 0, appConsistency: 0, goalProgress: 0 })[0].value).toBe('No change');
  });
  it('counts note characters and keeps only the goals that are set', () => {
    expect(noteCounterText('hello')).toBe('5 / 280');
    expect(goalEntries({ one: 'Self Love', two: ' ', three: '', four: 'Gratitude' })).toEqual([
      { key: 'one', name: 'Self Love' },
      { key: 'four', name: 'Gratitude' },
    ]);
  });
  it('uses the therapy mood for the check-in only when the check-in knows it', () => {
    expect(checkinMoodOrNull('stressed')).toBe('stressed');
    expect(checkinMoodOrNull('not-sure')).toBeNull();
  });
});

describe('scoreSummaryText', () => {
  it('names the latest score, its maximum and its band', () => {
    const points = [
      { date: '2026-11-01', score: 14, bandLabel: 'Moderate' },
      { date: '2026-11-16', score: 8, bandLabel: 'Mild' },
    ];
    expect(scoreSummaryText('phq9', points, 30)).toBe(
      'PHQ-9 scores in the last 30 days: 2 results; latest 8 out of 27 (Mild) on Monday, November 16, 2026.',
    );
    expect(scoreSummaryText('gad7', [], 7)).toBe('No GAD-7 results in the last 7 days.');
  });
});

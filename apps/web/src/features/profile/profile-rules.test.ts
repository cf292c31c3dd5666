import { describe, expect, it } from 'vitest';
import { EMPTY_GOALS, moodDisplay, ONBOARDING_SLEEP, PROFILE_SLEEP, type TherapyRecord } from '@haven/core';
import { historyNewestFirst, longUsDate, parseSleepHours, sessionMoodText, toggleGoal } from './profile-rules';

describe('four-slot goal toggle', () => {
  it('fills the first empty slot', () => {
    expect(toggleGoal(EMPTY_GOALS, 'Confidence')).toEqual({ one: 'Confidence', two: '', three: '', four: '' });
    expect(toggleGoal({ one: 'Confidence', two: '', three: 'Gratitude', four: '' }, 'Self Love')).toEqual({ one: 'Confidence', two: 'Self Love', three: 'Gratitude', four: '' });
  });
  it('clears the slot of a selected goal, leaving the others in place', () => {
    expect(toggleGoal({ one: 'Confidence', two: 'Self Love', three: '', four: '' }, 'Confidence')).toEqual({ one: '', two: 'Self Love', three: '', four: '' });
  });
  it('adds nothing when all four are full', () => {
    const full = { one: 'A', two: 'B', three: 'C', four: 'D' };
    expect(toggleGoal(full, 'Gratitude')).toBe(full);
  });
  it('does not mutate its input', () => {
    const goals = { ...EMPTY_GOALS };
    toggleGoal(goals, 'Gratitude');
    expect(goals).toEqual(EMPTY_GOALS);
  });
});

describe('sleep-hour bounds', () => {
  it('accepts 0-24 in onboarding and 1-24 in the profile', () => {
    expect(parseSleepHours('0', ONBOARDING_SLEEP)).toBe(0);
    expect(parseSleepHours('24', ONBOARDING_SLEEP)).toBe(24);
    expect(parseSleepHours('0', PROFILE_SLEEP)).toBeNull();
    expect(parseSleepHours(1, PROFILE_SLEEP)).toBe(1);
  });
  it('refuses empty, out of range, fractional and non-numeric values', () => {
    for (const v of ['', ' ', '25', '-1', '7.5', 'eight', null, undefined]) expect(parseSleepHours(v, ONBOARDING_SLEEP)).toBeNull();
  });
});

describe('mood mapping', () => {
  it('maps the eight profile moods to their emoji and others to Neutral', () => {
    expect(moodDisplay('energetic')).toMatchObject({ label: 'Energetic', emoji: '⚡' });
    expect(moodDisplay('Anxious')).toMatchObject({ label: 'Anxious', emoji: '😰' });
    expect(moodDisplay('grumpy')).toMatchObject({ label: 'Neutral', emoji: '😐' });
    expect(moodDisplay('')).toMatchObject({ label: 'Neutral' });
  });
  it('shows the session mood with an emoji, or Not specified', () => {
    expect(sessionMoodText('sad')).toBe('😢 Sad');
    expect(sessionMoodText('not-sure')).toBe('😐 not-sure');
    expect(sessionMoodText('')).toBe('Not specified');
  });
});

describe('history and dates', () => {
  const rec = (id: string): TherapyRecord => ({ _id: id, feeling: '', type: '', topic: '', sessionLength: '', description: '', date: '', time: '', createdAt: '' });
  it('lists every session newest first, skipping none', () => {
    expect(historyNewestFirst([rec('a'), rec('b'), rec('c')]).map((r) => r._id)).toEqual(['c', 'b', 'a']);
    expect(historyNewestFirst([rec('only')])).toHaveLength(1);
  });
  it('formats a long US date, N/A when unreadable', () => {
    expect(longUsDate('2026-11-05T12:00:00Z')).toBe('November 5, 2026');
    expect(longUsDate('not a date')).toBe('N/A');
    expect(longUsDate('')).toBe('N/A');
  });
});

import { describe, expect, it } from 'vitest';
import { fromPrefsPayload, keyGoals, meditationSeconds, meditationSteps, toPrefsPayload, unkeyGoals } from '../src/meditation';

describe('meditation helpers', () => {
  it('keys goals goal1..n and reads them back in numeric key order', () => {
    expect(keyGoals(['Mindfulness', 'Stress relief'])).toEqual({ goal1: 'Mindfulness', goal2: 'Stress relief' });
    expect(unkeyGoals({ goal10: 'c', goal2: 'b', goal1: 'a' })).toEqual(['a', 'b', 'c']);
  });

  it('round-trips form preferences through the spec payload', () => {
    const prefs = { oftenMeditate: 'Weekly', meditationGoals: ['Emotional balance'], preferredTime: 'Morning', medSessionLength: '20 minutes', preferredMeditationType: 'Body scan meditation' } as const;
    expect(fromPrefsPayload(toPrefsPayload({ ...prefs, meditationGoals: [...prefs.meditationGoals] }))).toEqual({ ...prefs, meditationGoals: ['Emotional balance'] });
    expect(fromPrefsPayload({ oftenMeditate: 'Sometimes' })).toBeNull();
  });

  it('reads the length in seconds, defaulting to 10 minutes', () => {
    expect(meditationSeconds('15 minutes')).toBe(900);
    expect(meditationSeconds('')).toBe(600);
    expect(meditationSeconds(undefined)).toBe(600);
  });

  it('splits numbered lines into steps, else sentences', () => {
    expect(meditationSteps('1. Sit down.\n2. Breathe in.\n3) Breathe out.')).toEqual(['Sit down.', 'Breathe in.', 'Breathe out.']);
    expect(meditationSteps('Sit down. Breathe in! Breathe out')).toEqual(['Sit down.', 'Breathe in!', 'Breathe out']);
  });
});

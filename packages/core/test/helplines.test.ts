import { describe, expect, it } from 'vitest';
import { HELPLINES_BY_COUNTRY, helplinesFor } from '../src/safety';

describe('help lines are labelled by country', () => {
  it('an English speaker of unknown country sees 988 twice, once for the United States and once for Canada', () => {
    const lines = helplinesFor({ language: 'en' });
    const nine88 = lines.filter((l) => l.phone === '988');
    expect(nine88.map((l) => l.country)).toEqual(['United States', 'Canada']);
  });

  it('no two rows share a number without different country labels', () => {
    for (const language of ['en', 'fr', 'es', 'ur', 'hi', 'nl', 'de']) {
      const lines = helplinesFor({ language }).filter((l) => l.phone);
      const keys = lines.map((l) => `${l.phone}|${l.country ?? ''}`);
      expect(new Set(keys).size, language).toBe(keys.length);
      for (const l of lines) expect(l.country, `${l.name} (${language})`).toBeTruthy();
    }
  });

  it('a known country gives its own lines with its name, and the international directory last', () => {
    const lines = helplinesFor({ country: 'gb' });
    expect(lines[0]).toMatchObject({ name: 'Samaritans', country: 'United Kingdom' });
    expect(lines.at(-1)?.url).toBe('https://findahelpline.com');
    // The shared data is not mutated by labelling.
    expect(HELPLINES_BY_COUNTRY.find((c) => c.country === 'GB')!.lines[0]).not.toHaveProperty('country');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { safetyEvents, users } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe('app.safety', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.app.db.delete(safetyEvents);
  });

  describe('screen', () => {
    it('on a crisis: a calm reply in the chosen language, help lines for the country, one event without text', async () => {
      const { user } = await createTestUser(t.app);
      const text = 'Je pense à me suicider depuis des semaines';
      const result = await t.app.safety.screen({ text, language: 'French', country: 'FR', feature: 'therapy', userId: user.id });
      expect(result.safety).toMatchObject({ crisis: true, category: 'suicide' });
      expect(result.safety.helplines?.[0]).toMatchObject({ phone: '3114' });
      expect(result.crisisReply).toMatch(/lignes d'écoute/);

      const rows = await t.app.db.select().from(safetyEvents);
      expect(rows).toHaveLength(1);
      expect(rows[0].category.startsWith('enc:v1:')).toBe(true); // sealed at rest
      expect({ ...rows[0], category: t.app.cipher.decrypt(rows[0].category) }).toMatchObject({ userId: user.id, feature: 'therapy', category: 'suicide', language: 'fr', source: 'input' });
      // No column holds the message or any part of it.
      expect(JSON.stringify(rows[0])).not.toMatch(/suicider|semaines/);
    });

    it('replies in the language the person wrote in when none was chosen, and records the visitor', async () => {
      const result = await t.app.safety.screen({ text: 'Ich will nicht mehr leben', feature: 'chat', visitorId: 'visitor-1' });
      expect(result.crisisReply).toMatch(/Anlaufstellen/);
      expect(result.safety.helplines?.[0]).toMatchObject({ name: 'TelefonSeelsorge', phone: '0800 111 0 111' });
      const [row] = await t.app.db.select().from(safetyEvents);
      expect(row).toMatchObject({ visitorId: 'visitor-1', userId: null, language: 'de' });
    });

    it('passes an ordinary message without an event or reply', async () => {
      const result = await t.app.safety.screen({ text: "I'm dying to see the film", feature: 'chat' });
      expect(result).toEqual({ safety: { crisis: false } });
      expect(await t.app.db.select().from(safetyEvents)).toHaveLength(0);
    });

    it('chooses help lines by country first, then by language, always with findahelpline.com', () => {
      const us = t.app.safety.check('I want to kill myself', { country: 'us', language: 'fr' });
      expect(us.helplines?.map((h) => h.phone ?? h.url)).toEqual(['988', 'https://findahelpline.com']);
      const hi = t.app.safety.check('मैं मरना चाहती हूँ');
      expect(hi.helplines?.[0]).toMatchObject({ name: 'Tele-MANAS', phone: '14416' });
      const ar = t.app.safety.check('أريد أن أموت', { country: 'EG' });
      expect(ar.helplines).toEqual([{ name: expect.stringMatching(/Find A Helpline/), url: 'https://findahelpline.com' }]);
    });
  });

  describe('checkOutput', () => {
    it.each([
      ['As a licensed therapist, I recommend you try exposure.', 'en', /AI companion/],
      ["I'm a real person, not a bot.", 'en', /AI companion/],
      ['Je suis psychologue et je peux vous aider.', 'French', /compagnon IA/],
      ['Soy tu terapeuta y estoy aquí.', 'es', /compañero de IA/],
      ['我是心理医生，你可以相信我。', 'Chinese', /人工智能/],
    ])('replaces a false claim: %s', (reply, language, safe) => {
      expect(t.app.safety.checkOutput(reply, language)).toMatch(safe);
    });

    it.each([
      "That sounds really hard. I'm an AI, not a therapist, but I'm here to listen.",
      'It might help to talk to a licensed therapist about this.',
      'What would you say to a friend who felt this way?',
    ])('keeps an honest reply: %s', (reply) => {
      expect(t.app.safety.checkOutput(reply, 'en')).toBe(reply);
    });
  });

  describe('disclosureDue', () => {
    it('a user: first use, not again soon, again after 3 hours, and after 7 days away', async () => {
      const { user } = await createTestUser(t.app);
      expect(await t.app.safety.disclosureDue({ userId: user.id })).toBe(true);
      expect(await t.app.safety.disclosureDue({ userId: user.id })).toBe(false);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
      expect(row.disclosedAt).toBeInstanceOf(Date);
      expect(row.lastAiActivityAt!.getTime()).toBeGreaterThanOrEqual(row.disclosedAt!.getTime());

      t.clock.advance(2 * HOUR);
      expect(await t.app.safety.disclosureDue({ userId: user.id })).toBe(false);
      t.clock.advance(HOUR + 1000);
      expect(await t.app.safety.disclosureDue({ userId: user.id })).toBe(true);
      t.clock.advance(HOUR);
      expect(await t.app.safety.disclosureDue({ userId: user.id })).toBe(false);
      t.clock.advance(7 * DAY);
      expect(await t.app.safety.disclosureDue({ userId: user.id })).toBe(true);
    });

    it('a session: due again 3 hours after the last showing in that session', async () => {
      const { user } = await createTestUser(t.app);
      const startedAt = t.app.clock.now();
      expect(await t.app.safety.disclosureDue({ userId: user.id, sessionStartedAt: startedAt, sessionDisclosedAt: null })).toBe(true);
      t.clock.advance(HOUR);
      expect(await t.app.safety.disclosureDue({ userId: user.id, sessionStartedAt: startedAt, sessionDisclosedAt: startedAt })).toBe(false);
      t.clock.advance(2 * HOUR);
      expect(await t.app.safety.disclosureDue({ userId: user.id, sessionStartedAt: startedAt, sessionDisclosedAt: startedAt })).toBe(true);
    });

    it('a visitor is remembered by id', async () => {
      expect(await t.app.safety.disclosureDue({ visitorId: 'v-disclosure' })).toBe(true);
      expect(await t.app.safety.disclosureDue({ visitorId: 'v-disclosure' })).toBe(false);
      expect(await t.app.safety.disclosureDue({ visitorId: 'v-other' })).toBe(true);
      t.clock.advance(8 * DAY);
      expect(await t.app.safety.disclosureDue({ visitorId: 'v-disclosure' })).toBe(true);
    });
  });
});

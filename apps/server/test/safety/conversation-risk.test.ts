import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { safetyEvents } from '../../src/db/schema';
import { accumulated, conversationCrisis, DECAY, WINDOW, weakSignal } from '../../src/modules/safety/conversation-risk';
import { detectOffline } from '../../src/modules/safety/offline';
import { firstOfflineMiss } from '../support/offline-misses';
import { buildTestApp, type TestApp } from '../support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const signal = (text: string) => weakSignal(text, detectOffline(text));
/**
 * A preparatory act that is a weak signal but no crisis on its own. Which wording the offline layers
 * let through alone changes with retraining (session 8's model flagged "I gave my cat away" by itself,
 * session 9's does not), so the first candidate that passes is used.
 */
const GAVE_IT_AWAY = firstOfflineMiss(['I gave my cat away', 'I gave away my cat', 'I found a new home for my cat', 'I gave my guitar to my brother', 'I gave my old bike away', 'I found a new home for my plants'].filter((text) => signal(text) >= 0.6));

/**
 * Hopelessness that is a weak signal but no crisis on its own. "nothing matters" sits at the
 * classifier's bar (session 16's seed-averaged model scores it 0.89 against 0.88 and flags it alone),
 * so, as above, the first candidate the offline layers let through is used.
 */
const HOPELESS = firstOfflineMiss(['nothing matters', 'nothing matters anymore', 'everything feels pointless', 'I feel hopeless', 'nobody cares', 'I feel numb', 'tired of everything'].filter((text) => signal(text) >= 0.5));

describe('conversation risk: the arithmetic', () => {
  it('hopelessness and preparatory acts are weak signals; ordinary turns are not', () => {
    expect(signal('nothing matters')).toBeGreaterThanOrEqual(0.5);
    expect(signal('I gave my cat away')).toBeGreaterThanOrEqual(0.6);
    expect(signal('ya nada importa')).toBeGreaterThanOrEqual(0.5);
    expect(signal('我把猫送人了')).toBeGreaterThanOrEqual(0.6);
    expect(signal('had pasta for dinner')).toBe(0);
    expect(signal('the meeting moved to Tuesday')).toBe(0);
  });

  it('older turns count less, and only the window counts', () => {
    expect(accumulated([0.5, 0.5])).toBeCloseTo(0.5 + 0.5 * DECAY);
    expect(accumulated([0, ...new Array(WINDOW - 1).fill(0), 1])).toBe(0);
  });

  it('a crisis needs a signal now, one before, and enough together', () => {
    expect(conversationCrisis([0.6, 0.5])).toBe(true);
    expect(conversationCrisis([0.6])).toBe(false);
    expect(conversationCrisis([0, 0.6, 0.6])).toBe(false);
    expect(conversationCrisis([0.3, 0.3])).toBe(false);
  });
});

describe.each([
  ['in-process', {}],
  ['Redis', { REDIS_URL, REDIS_KEY_PREFIX: `haven-test-${randomUUID().slice(0, 8)}:` }],
])('conversation risk through app.safety.screen (%s)', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(env);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.app.db.delete(safetyEvents);
  });

  it('"nothing matters" then giving something away in one conversation is a crisis, recorded as such', async () => {
    const key = `chat:visitor:${randomUUID()}`;
    const first = await t.app.safety.screen({ text: HOPELESS, feature: 'chat', visitorId: 'v-risk', conversationKey: key });
    expect(first.safety.crisis).toBe(false);
    const second = await t.app.safety.screen({ text: GAVE_IT_AWAY, feature: 'chat', visitorId: 'v-risk', conversationKey: key });
    expect(second.safety).toMatchObject({ crisis: true, category: 'suicide' });
    expect(second.crisisReply).toBeTruthy();
    const rows = await t.app.db.select().from(safetyEvents).where(eq(safetyEvents.visitorId, 'v-risk'));
    // The category is sealed at rest (issue 14).
    expect(rows.map((r) => ({ source: r.source, category: t.app.cipher.decrypt(r.category) }))).toEqual([{ source: 'conversation', category: 'suicide' }]);
  });

  it('the same turns in different conversations, or without a key, do not add up', async () => {
    const a = `therapy:${randomUUID()}`;
    const b = `therapy:${randomUUID()}`;
    await t.app.safety.screen({ text: HOPELESS, feature: 'therapy', conversationKey: a });
    expect((await t.app.safety.screen({ text: GAVE_IT_AWAY, feature: 'therapy', conversationKey: b })).safety.crisis).toBe(false);
    await t.app.safety.screen({ text: HOPELESS, feature: 'therapy' });
    expect((await t.app.safety.screen({ text: GAVE_IT_AWAY, feature: 'therapy' })).safety.crisis).toBe(false);
  });

  it('ordinary turns in between let an old signal fade', async () => {
    const key = `chat:user:${randomUUID()}`;
    await t.app.safety.screen({ text: HOPELESS, feature: 'chat', conversationKey: key });
    for (const text of ['had pasta for dinner', 'the meeting moved to Tuesday', 'watched a film with my sister', 'the bus was late again', 'my plants need water'])
      expect((await t.app.safety.screen({ text, feature: 'chat', conversationKey: key })).safety.crisis).toBe(false);
    expect((await t.app.safety.screen({ text: GAVE_IT_AWAY, feature: 'chat', conversationKey: key })).safety.crisis).toBe(false);
  });
});

describe('conversation risk shared by two instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: `haven-test-${randomUUID().slice(0, 8)}:` };
    a = await buildTestApp(env);
    b = await buildTestApp(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('a turn on one instance and the next on another add up', async () => {
    const key = `chat:visitor:${randomUUID()}`;
    expect((await a.app.safety.screen({ text: HOPELESS, feature: 'chat', conversationKey: key })).safety.crisis).toBe(false);
    expect((await b.app.safety.screen({ text: GAVE_IT_AWAY, feature: 'chat', conversationKey: key })).safety.crisis).toBe(true);
  });
});

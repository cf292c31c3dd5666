// Generation through the real `openai` SDK against the local fake OpenAI-compatible server: the
// server keeps only valid meditations, flattens object fields, and names failures with the spec's
// internal error names (spec 5, 8).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MEDITATION_ERROR_CODES } from '@haven/core/meditation';
import { meditations, users } from '../../src/db/schema';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { GENERATE_URL, prefsUrl, validPrefs } from './meditation-fixtures';

let fake: FakeOpenAi;
let t: TestApp;
let n = 0;
const description = 'Sit comfortably. Breathe in slowly for four counts. Breathe out for six. Notice your shoulders soften. Return to the breath whenever the mind wanders.';
const valid = () => ({ title: `Quiet Harbour ${++n}`, description, time: 'Evening', duration: '15 minutes', type: 'Breathing exercises' });

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await buildTestApp(fake.env({ AI_TIMEOUT_MS: '2000' }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

async function freeUserWithPrefs() {
  const u = await createTestUser(t.app);
  expect((await t.app.inject({ method: 'PUT', url: prefsUrl(u.user.id), headers: u.headers, payload: validPrefs })).statusCode).toBe(200);
  return u;
}
const stored = async (userId: string) => t.app.db.select().from(meditations).where(eq(meditations.userId, userId));
const usedFlag = async (userId: string) => (await t.app.db.select({ f: users.isMeditation }).from(users).where(eq(users.id, userId)))[0].f;

describe('meditation generation through an OpenAI-compatible provider', () => {
  it('asks for JSON within the 1000-token budget, with the saved preferences in the prompt', async () => {
    const u = await freeUserWithPrefs();
    fake.jsonReply = JSON.stringify({ meditations: [valid(), valid(), valid()] });
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 3 } });
    expect(res.statusCode).toBe(200);
    const [req] = fake.chatRequests();
    expect(req.body).toMatchObject({ max_tokens: 1000, response_format: { type: 'json_object' } });
    const prompt = JSON.stringify(req.body!.messages);
    for (const word of ['Breathing exercises', '15 minutes', 'Stress relief', 'Evening']) expect(prompt).toContain(word);
  });

  it('drops meditations without a title or description and flattens object fields', async () => {
    const u = await freeUserWithPrefs();
    const objectTitle = `Mountain ${++n}`;
    fake.jsonReply = JSON.stringify({
      meditations: [
        { title: '', description, time: 'Morning', duration: '5 minutes', type: 'Guided meditation' },
        { title: 'No description here', description: '   ', time: 'Morning', duration: '5 minutes', type: 'Guided meditation' },
        { title: { text: objectTitle }, description: { step1: 'Sit tall.', step2: 'Breathe into your belly.' }, time: { value: 'Evening' }, duration: ['15', 'minutes'], type: { name: 'Body scan meditation' } },
        valid(),
      ],
    });
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 3 } });
    expect(res.statusCode).toBe(200);
    const list = res.json().meditations as Record<string, unknown>[];
    expect(list).toHaveLength(2);
    for (const m of list) for (const v of Object.values(m)) expect(typeof v).toBe('string');
    const flattened = list.find((m) => m.title === objectTitle)!;
    expect(flattened).toBeDefined();
    expect(flattened.description).toContain('Sit tall.');
    expect(flattened.description).toContain('Breathe into your belly.');
    expect(flattened.type).toBe('Body scan meditation');
    expect(flattened.time).toBe('Evening');
    expect(list.some((m) => m.title === 'No description here')).toBe(false);
    expect((await stored(u.user.id)).map((r) => t.app.cipher.decrypt(r.title)).sort()).toEqual(list.map((m) => m.title).sort());
  });

  it('keeps exactly one for Generate New Meditation even when the model sends more', async () => {
    const u = await createTestUser(t.app, { subType: 'basic', totalSessions: 5 });
    await t.app.inject({ method: 'PUT', url: prefsUrl(u.user.id), headers: u.headers, payload: validPrefs });
    fake.jsonReply = () => JSON.stringify({ meditations: [valid(), valid(), valid()] });
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 1 } });
    expect(res.json().meditations).toHaveLength(1);
    expect(await stored(u.user.id)).toHaveLength(1);
  });

  it("answers 'No valid meditations generated' when none survive, stores nothing and keeps the free set", async () => {
    const u = await freeUserWithPrefs();
    fake.jsonReply = JSON.stringify({ meditations: [{ title: 'Only a title' }, { description: 'Only a description' }, 'just text'] });
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 3 } });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe(MEDITATION_ERROR_CODES.noValid);
    expect(res.json().error).toMatch(/No valid meditations/);
    expect(await stored(u.user.id)).toHaveLength(0);
    expect(await usedFlag(u.user.id)).toBe(false);

    fake.jsonReply = JSON.stringify({ meditations: [valid(), valid(), valid()] });
    const retry = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 3 } });
    expect(retry.statusCode).toBe(200);
  });

  it("answers 'Invalid response from AI service' for a reply that is not JSON", async () => {
    const u = await freeUserWithPrefs();
    fake.jsonReply = 'Here are some meditations you might like!';
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 3 } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: MEDITATION_ERROR_CODES.invalidAi, error: 'Failed to generate meditations. Please try again.' });
    expect(await usedFlag(u.user.id)).toBe(false);
  });

  it("answers 'Invalid response from AI service' when the provider keeps failing", async () => {
    const u = await freeUserWithPrefs();
    fake.failNext(500, { times: 3 });
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: { count: 3 } });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe(MEDITATION_ERROR_CODES.invalidAi);
  });
});

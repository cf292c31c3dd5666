// Affirmations through the real `openai` SDK against the local fake OpenAI-compatible server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AFFIRMATION_ERROR_CODES } from '@haven/core/affirmation';
import { affirmations, users } from '../../src/db/schema';
import { FAKE_AFFIRMATIONS, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';
import { GENERATE_URL, prefsUrl, validAffirmationPrefs } from './affirmation-fixtures';

let fake: FakeOpenAi;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await buildTestApp(fake.env({ AI_TIMEOUT_MS: '2000' }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function freeUserWithPrefs() {
  const u = await createTestUser(t.app);
  await t.app.inject({ method: 'PUT', url: prefsUrl(u.user.id), headers: u.headers, payload: { affirmationsPreferences: validAffirmationPrefs } });
  return u;
}

describe('affirmation generation through an OpenAI-compatible provider', () => {
  it('returns and stores the 4 affirmations, prompting with theme and style', async () => {
    const u = await freeUserWithPrefs();
    fake.jsonReply = JSON.stringify({ affirmations: FAKE_AFFIRMATIONS });
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().affirmations).toEqual(FAKE_AFFIRMATIONS);
    const prompt = JSON.stringify(fake.chatRequests().at(-1)!.body!.messages);
    expect(prompt).toContain('self-esteem');
    expect(prompt).toContain('short');
    const rows = await t.app.db.select().from(affirmations).where(eq(affirmations.userId, u.user.id));
    expect(rows.map((r) => t.app.cipher.decrypt(r.text)).sort()).toEqual([...FAKE_AFFIRMATIONS].sort());
  });

  it('flattens affirmations that arrive as objects', async () => {
    const u = await freeUserWithPrefs();
    fake.jsonReply = JSON.stringify({ affirmations: FAKE_AFFIRMATIONS.map((text) => ({ text })) });
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: {} });
    expect(res.json().affirmations).toEqual(FAKE_AFFIRMATIONS);
  });

  it('answers the failure alert with a code when nothing usable comes back, and keeps the free set', async () => {
    const u = await freeUserWithPrefs();
    fake.jsonReply = JSON.stringify({ affirmations: [] });
    const res = await t.app.inject({ method: 'POST', url: GENERATE_URL, headers: u.headers, payload: {} });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: 'Failed to generate affirmations', code: AFFIRMATION_ERROR_CODES.noValid });
    const [row] = await t.app.db.select({ f: users.isAffirmation }).from(users).where(eq(users.id, u.user.id));
    expect(row.f).toBe(false);
  });
});

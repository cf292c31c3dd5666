import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { meditations } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

const meditation = { title: 'Evening Calm', description: 'Sit comfortably. Breathe in slowly.', time: 'Evening', duration: '10 minutes', type: 'Guided meditation' };
const url = (userId: string) => `/api/v1/meditation/addMeditation/${userId}`;

describe('POST /meditation/addMeditation/{userId}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores the caller\'s meditation', async () => {
    const u = await createTestUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: url(u.user.id), headers: u.headers, payload: { generatedMeditation: meditation } });
    expect(res.statusCode).toBe(201);
    const rows = await t.app.db.select().from(meditations).where(eq(meditations.userId, u.user.id));
    expect(rows).toHaveLength(1);
    const d = (s: string) => t.app.cipher.decrypt(s);
    expect(rows[0].title.startsWith('enc:v1:')).toBe(true); // sealed at rest
    expect({ ...rows[0], title: d(rows[0].title), description: d(rows[0].description), type: d(rows[0].type) }).toMatchObject(meditation);
  });

  it('is owner-only: 401 without a token, 403 for another user, nothing stored', async () => {
    const owner = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: url(owner.user.id), payload: { generatedMeditation: meditation } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: url(owner.user.id), headers: other.headers, payload: { generatedMeditation: meditation } })).statusCode).toBe(403);
    expect(await t.app.db.select().from(meditations).where(eq(meditations.userId, owner.user.id))).toHaveLength(0);
  });

  it('refuses a meditation without a title or description with a readable 400', async () => {
    const u = await createTestUser(t.app);
    const noTitle = await t.app.inject({ method: 'POST', url: url(u.user.id), headers: u.headers, payload: { generatedMeditation: { ...meditation, title: '  ' } } });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error).toBe('generatedMeditation.title: title is required.');
    const noDescription = await t.app.inject({ method: 'POST', url: url(u.user.id), headers: u.headers, payload: { generatedMeditation: { ...meditation, description: '' } } });
    expect(noDescription.json().error).toBe('generatedMeditation.description: description is required.');
  });
});

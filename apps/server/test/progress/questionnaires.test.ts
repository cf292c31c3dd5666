import { GAD7, PHQ9, questionnaireTooSoon } from '@haven/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireResults, safetyEvents } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/test-app';
import { api, DAY, gad7, nextIp, phq9, progressUser } from './helpers';

// POST/GET /progress/{userId}/questionnaires on the worker's database (PGlite, or PostgreSQL with DATABASE_URL).
describe('questionnaires', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const stored = async (userId: string) => t.app.db.select().from(questionnaireResults).where(eq(questionnaireResults.userId, userId));
  const events = async (userId: string) => t.app.db.select().from(safetyEvents).where(eq(safetyEvents.userId, userId));

  it('scores on the server, seals answers, score and band, and says when it may be taken again', async () => {
    const u = await progressUser(t.app);
    const res = await api(t.app, u).questionnaire({ ...phq9([1, 2, 1, 2, 1, 0, 1, 2, 0]), difficulty: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.result).toMatchObject({ kind: 'phq9', answers: [1, 2, 1, 2, 1, 0, 1, 2, 0], difficulty: 1, score: 10, band: 'moderate', bandLabel: 'Moderate' });
    expect(body.crisis).toBe(false);
    expect(body.helplines).toEqual([]);
    const now = t.app.clock.now().getTime();
    expect(body.availability.lastAt).toBe(body.result.createdAt);
    expect(Date.parse(body.availability.nextAt) - Date.parse(body.availability.lastAt)).toBe(14 * DAY);
    expect(Math.abs(Date.parse(body.result.createdAt) - now)).toBeLessThan(5000);
    const [row] = await stored(u.user.id);
    for (const col of [row.answers, row.score, row.band]) expect(col.startsWith('enc:v1:')).toBe(true);
    expect(await events(u.user.id)).toHaveLength(0);
  });

  it('refuses a wrong number of answers or out-of-range answers with a readable 400', async () => {
    const u = await progressUser(t.app);
    const p = api(t.app, u);
    const short = await p.questionnaire(gad7([1, 1, 1]));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/answers must hold 7 answers for GAD-7/);
    const high = await p.questionnaire(phq9([4, 0, 0, 0, 0, 0, 0, 0, 0]));
    expect(high.statusCode).toBe(400);
    expect(high.json().message).toMatch(/answers/);
    expect((await p.questionnaire({ kind: 'bdi', answers: [] })).statusCode).toBe(400);
    expect(await stored(u.user.id)).toHaveLength(0);
  });

  it('allows each kind once per 14 days: 409 with the date, the other kind still open, and again after 14 days', async () => {
    const u = await progressUser(t.app);
    const p = api(t.app, u);
    const first = await p.questionnaire(gad7([0, 0, 0, 0, 0, 0, 0]));
    expect(first.statusCode).toBe(201);
    t.clock.advance(13 * DAY);
    const again = await p.questionnaire(gad7([3, 3, 3, 3, 3, 3, 3]));
    expect(again.statusCode).toBe(409);
    const due = new Date(Date.parse(first.json().result.createdAt) + 14 * DAY).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(again.json()).toMatchObject({ error: questionnaireTooSoon(GAD7.title, due), message: questionnaireTooSoon(GAD7.title, due) });
    expect((await p.questionnaire(phq9([0, 0, 0, 0, 0, 0, 0, 0, 0]))).statusCode).toBe(201);
    t.clock.advance(DAY + 1000);
    const later = await p.questionnaire(gad7([3, 3, 3, 3, 3, 3, 3]));
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().result).toMatchObject({ score: 21, band: 'severe', bandLabel: 'Severe' });
    expect(await stored(u.user.id)).toHaveLength(3);
  });

  it('10 parallel submits of one kind: exactly one 201, nine 409s, one stored row', async () => {
    const u = await progressUser(t.app);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({ method: 'POST', url: `/api/v1/progress/${u.user.id}/questionnaires`, headers: u.headers, payload: phq9([i % 4, 1, 1, 1, 1, 1, 1, 1, 0]), remoteAddress: nextIp() }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await stored(u.user.id)).toHaveLength(1);
  });

  it('PHQ-9 item 9 above "Not at all": crisis with help lines, and a safety event without any answer', async () => {
    const u = await progressUser(t.app);
    const res = await api(t.app, u).questionnaire({ ...phq9([0, 1, 0, 0, 0, 0, 0, 0, 1]), country: 'GB' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.crisis).toBe(true);
    expect(body.result).toMatchObject({ score: 2, band: 'minimal' });
    expect(body.helplines.length).toBeGreaterThan(1);
    expect(body.helplines.some((h: { country?: string }) => h.country === 'United Kingdom')).toBe(true);
    const [event] = await events(u.user.id);
    expect(event).toMatchObject({ feature: 'questionnaire', source: 'questionnaire', language: 'en' });
    expect(event.category.startsWith('enc:v1:')).toBe(true);
    expect(t.app.cipher.decrypt(event.category)).toBe('suicide');
    // GAD-7 has no such item; PHQ-9 with item 9 at 0 is no crisis.
    const calm = await progressUser(t.app);
    const g = await api(t.app, calm).questionnaire(gad7([3, 3, 3, 3, 3, 3, 3]));
    expect(g.json()).toMatchObject({ crisis: false, helplines: [] });
    expect(await events(calm.user.id)).toHaveLength(0);
  });

  it('help lines follow the language of the latest therapy session when no country is given', async () => {
    const u = await progressUser(t.app, { subType: 'god', totalSessions: 40 });
    const start = await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers: u.headers, payload: { mood: 'sad', therapyType: 'CBT Therapy', topic: 'Work', language: 'French' }, remoteAddress: nextIp() });
    expect(start.statusCode, start.body).toBe(200);
    const res = await api(t.app, u).questionnaire(phq9([0, 0, 0, 0, 0, 0, 0, 0, 3]));
    expect(res.json().crisis).toBe(true);
    expect(res.json().helplines.some((h: { country?: string }) => h.country === 'France')).toBe(true);
    expect((await events(u.user.id))[0].language).toBe('fr');
  });

  it('a refused resubmission with item 9 still shows the help lines, and stores nothing', async () => {
    const u = await progressUser(t.app);
    const p = api(t.app, u);
    expect((await p.questionnaire(phq9([0, 0, 0, 0, 0, 0, 0, 0, 0]))).statusCode).toBe(201);
    const again = await p.questionnaire(phq9([0, 0, 0, 0, 0, 0, 0, 0, 2]));
    expect(again.statusCode).toBe(409);
    expect(again.json().crisis).toBe(true);
    expect(again.json().helplines.length).toBeGreaterThan(0);
    expect(await stored(u.user.id)).toHaveLength(1);
  });

  it('lists results newest first, filtered by kind, with a cursor', async () => {
    const u = await progressUser(t.app);
    const p = api(t.app, u);
    for (let i = 0; i < 3; i++) {
      expect((await p.questionnaire(phq9([i, 0, 0, 0, 0, 0, 0, 0, 0]))).statusCode).toBe(201);
      expect((await p.questionnaire(gad7([i, i, 0, 0, 0, 0, 0]))).statusCode).toBe(201);
      t.clock.advance(15 * DAY);
    }
    const all = (await p.questionnaires()).json();
    expect(all.items).toHaveLength(6);
    const page = (await p.questionnaires('?kind=gad7&limit=2')).json();
    expect(page.items.map((r: { kind: string; score: number }) => [r.kind, r.score])).toEqual([
      ['gad7', 4],
      ['gad7', 2],
    ]);
    const rest = (await p.questionnaires(`?kind=gad7&limit=2&cursor=${page.nextCursor}`)).json();
    expect(rest.items.map((r: { score: number }) => r.score)).toEqual([0]);
    expect(rest.nextCursor).toBeNull();
    expect(PHQ9.items).toHaveLength(9);
    expect((await p.questionnaires('?kind=bdi')).statusCode).toBe(400);
  });
});

import { execFileSync } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moodCheckins, questionnaireResults, safetyEvents, therapyRecords, therapySessions } from '../../src/db/schema';
import { lastMailTo, signupBody } from '../auth/helpers';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

// Conversation text, summaries and refund reasons are sealed with AES-256-GCM before they reach
// the database. Proof: write known sentences through the API, dump the whole database (pg_dump
// on PostgreSQL, the data-directory tarball on PGlite), and find none of them, while the API
// still returns them.

const CHAT_SENTENCE = 'My neighbour Ottoline keeps a purple umbrella by the door';
const SUMMARY_SENTENCE = 'You talked about the quiet lighthouse keeper named Bartholomew';
const REFUND_REASON = 'The marmalade subscription reminder confused my grandmother Philippa';

async function dumpDatabase(t: TestApp): Promise<Buffer> {
  const client = (t.app.db as unknown as { $client: unknown }).$client as {
    dumpDataDir?: (c: 'none') => Promise<Blob>;
    options?: { connectionString?: string };
  };
  if (t.app.database.kind === 'pglite') {
    const tarball = await client.dumpDataDir!('none');
    return Buffer.from(await tarball.arrayBuffer());
  }
  return execFileSync('pg_dump', ['--no-owner', client.options!.connectionString!], { maxBuffer: 256 * 1024 * 1024 });
}

describe('privacy at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores chat text, therapy summaries and refund reasons only as ciphertext', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'god', totalSessions: 40 });
    const now = new Date().toISOString();

    const chat = await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: CHAT_SENTENCE } });
    expect(chat.statusCode).toBe(200);
    const therapy = await t.app.inject({
      method: 'POST',
      url: `/api/v1/therapy/addTherapy/${user.id}`,
      headers,
      payload: { therapy: { feeling: 'calm', type: 'CBT Therapy', topic: 'Grief', sessionLength: '10:00', description: SUMMARY_SENTENCE, date: now, time: '10:00 AM' } },
    });
    expect(therapy.statusCode).toBeLessThan(300);
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refunds/addRefund',
      payload: { email: user.email, purchaseDate: 'November 20, 2026', subType: 'god', reason: REFUND_REASON },
    });
    expect(refund.statusCode).toBeLessThan(300);

    // The API still gives the owner their words back.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers });
    const record = me.json().user;
    expect(record.chats.map((c: { userMessage: { default: string } }) => c.userMessage.default)).toContain(CHAT_SENTENCE);
    expect(record.therapy.map((r: { description: string }) => r.description)).toContain(SUMMARY_SENTENCE);

    const dump = await dumpDatabase(t);
    expect(dump.length).toBeGreaterThan(10_000);
    // Sanity: the dump really contains the rows (the e-mail is stored in clear by design).
    expect(dump.includes(Buffer.from(user.email))).toBe(true);
    for (const sentence of [CHAT_SENTENCE, SUMMARY_SENTENCE, REFUND_REASON]) {
      expect(dump.includes(Buffer.from(sentence)), `"${sentence}" found in the database dump`).toBe(false);
      expect(dump.includes(Buffer.from(sentence.slice(0, 24))), `part of "${sentence}" found in the dump`).toBe(false);
    }
  });

  // Issue 14, point 11: what describes a person's mental state, and the dev outbox (point 3).
  it('stores mood, profession, therapy choices, safety categories, favourites, meditations, affirmations and outbox mails only as ciphertext', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'god', totalSessions: 40 });
    const W = {
      profession: 'Lighthouse cartographer Wilhelmina',
      mood: 'Melancholic quokka evening',
      therapyType: 'Seaweed breathing approach',
      sessionTopic: 'Aunt Griselda and her harpsichord',
      feeling: 'Flustered pangolin feeling',
      recordType: 'Zeppelin conversation style',
      recordTopic: 'Grandpa Ignatius and his clocks',
      favourite: 'I am as steady as the old oak tree named Hildebrand in a winter storm.',
      affirmation: 'I welcome the gentle rain that Fenwick the gardener loves so very much.',
      medTitle: 'Moonlit tarn of Esmeralda',
      medDescription: 'Breathe slowly with the grey heron Cornelius standing in the reeds.',
      medType: 'Glacier walking meditation',
    };
    const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);
    ok(await t.app.inject({ method: 'PUT', url: `/api/v1/auth/editProfile/${user.id}`, headers, payload: { profession: W.profession, mood: W.mood } }));
    const start = await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers, payload: { mood: 'stressed', therapyType: W.therapyType, topic: W.sessionTopic, language: 'English' } });
    ok(start);
    ok(await t.app.inject({ method: 'POST', url: `/api/v1/therapy/addTherapy/${user.id}`, headers, payload: { therapy: { feeling: W.feeling, type: W.recordType, topic: W.recordTopic, sessionLength: '10:00', description: 'A short note.', date: new Date().toISOString(), time: '10:00 AM' } } }));
    ok(await t.app.inject({ method: 'POST', url: `/api/v1/affirmation/addFavAffir/${user.id}`, headers, payload: { favoriteAffirmations: W.favourite } }));
    ok(await t.app.inject({ method: 'POST', url: `/api/v1/affirmation/addAffirmation/${user.id}`, headers, payload: { generatedAffirmation: W.affirmation } }));
    ok(await t.app.inject({ method: 'POST', url: `/api/v1/meditation/addMeditation/${user.id}`, headers, payload: { generatedMeditation: { title: W.medTitle, description: W.medDescription, time: 'Morning', duration: '10 minutes', type: W.medType } } }));
    ok(await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: 'I want to kill myself tonight' } }));
    // A sign-up leaves a verification mail with a sign-in link in the dev outbox.
    const signup = signupBody();
    ok(await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: signup }));
    const mail = await lastMailTo(t.app, signup.email);
    const token = mail.path.split('/').at(-1)!;

    // The owner still reads every value back.
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers })).json().user;
    expect(me).toMatchObject({ profession: W.profession, mood: W.mood, favoriteAffirmations: [W.favourite] });
    expect(me.generatedAffirmation).toContain(W.affirmation);
    expect(me.generatedMeditation).toContainEqual(expect.objectContaining({ title: W.medTitle, description: W.medDescription, type: W.medType }));
    expect(me.therapy).toContainEqual(expect.objectContaining({ feeling: W.feeling, type: W.recordType, topic: W.recordTopic }));
    const active = (await t.app.inject({ method: 'GET', url: '/api/v1/therapy/sessions/active', headers })).json();
    expect(active).toMatchObject({ mood: 'stressed', therapyType: W.therapyType, topic: W.sessionTopic });
    const exported = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/export', headers })).json();
    expect(exported.safetyEvents[0].category).toBe('suicide');

    // Enum-valued columns (a session's mood, a safety category) are checked in their rows.
    const [session] = await t.app.db.select().from(therapySessions).where(eq(therapySessions.userId, user.id));
    expect(session.mood.startsWith('enc:v1:')).toBe(true);
    const [event] = await t.app.db.select().from(safetyEvents).where(eq(safetyEvents.userId, user.id));
    expect(event.category.startsWith('enc:v1:')).toBe(true);
    const outbox = await t.app.db.execute(sql`select subject, text, links::text as links from mail_outbox`);
    for (const row of (outbox as unknown as { rows: { subject: string; text: string; links: string }[] }).rows) {
      expect(row.subject.startsWith('enc:v1:')).toBe(true);
      expect(row.text.startsWith('enc:v1:')).toBe(true);
    }

    const dump = await dumpDatabase(t);
    expect(dump.includes(Buffer.from(user.email))).toBe(true);
    for (const sentence of [...Object.values(W), token, 'Confirm your email address']) {
      expect(dump.includes(Buffer.from(sentence)), `"${sentence}" found in the database dump`).toBe(false);
    }
  });
  // Issue 16: check-ins (mood, note, goal ratings), questionnaire answers, score and band, and the
  // mood line the server adds to a therapy summary.
  it('stores check-ins, questionnaire results and the summary mood line only as ciphertext', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'god', totalSessions: 40 });
    const NOTE = 'Cousin Evangeline mended the weathervane today';
    const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);
    const start = await t.app.inject({ method: 'POST', url: '/api/v1/therapy/sessions', headers, payload: { mood: 'stressed', therapyType: 'CBT Therapy', topic: 'Work', language: 'English' } });
    ok(start);
    const sessionId = start.json().sessionId;
    const url = `/api/v1/progress/${user.id}`;
    ok(await t.app.inject({ method: 'POST', url: `${url}/checkins`, headers, payload: { mood: 'energetic', intensity: 9, note: NOTE, goals: { four: 7 } } }));
    ok(await t.app.inject({ method: 'POST', url: `${url}/checkins`, headers, payload: { mood: 'depressed', intensity: 6, context: 'before_session', sessionId } }));
    ok(await t.app.inject({ method: 'POST', url: `${url}/checkins`, headers, payload: { mood: 'happy', intensity: 6, context: 'after_session', sessionId } }));
    ok(await t.app.inject({ method: 'POST', url: `/api/v1/therapy/sessions/${sessionId}/end`, headers, payload: { summarize: false } }));
    ok(await t.app.inject({ method: 'POST', url: `${url}/questionnaires`, headers, payload: { kind: 'phq9', answers: [3, 3, 3, 3, 3, 3, 3, 2, 0], difficulty: 3 } }));
    const moodLine = 'Mood: Depressed 2.0/10 before, Happy 8.0/10 after (+6.0).';

    // The owner reads them back.
    const list = (await t.app.inject({ method: 'GET', url: `${url}/checkins`, headers })).json();
    expect(list.items.map((c: { note: string }) => c.note)).toContain(NOTE);
    const therapy = (await t.app.inject({ method: 'GET', url: `/api/v1/therapy/getTherapy/${user.id}`, headers })).json().therapy;
    expect(therapy[0].description).toBe(moodLine);

    // Enum-valued and numeric sealed columns are checked in their rows.
    for (const c of await t.app.db.select().from(moodCheckins).where(eq(moodCheckins.userId, user.id))) {
      expect(c.mood.startsWith('enc:v1:')).toBe(true);
      if (c.goals) expect(c.goals.startsWith('enc:v1:')).toBe(true);
    }
    const [q] = await t.app.db.select().from(questionnaireResults).where(eq(questionnaireResults.userId, user.id));
    for (const v of [q.answers, q.score, q.band]) expect(v.startsWith('enc:v1:')).toBe(true);
    expect(t.app.cipher.decrypt(q.band)).toBe('severe');
    const [record] = await t.app.db.select().from(therapyRecords).where(eq(therapyRecords.userId, user.id));
    expect(record.description.startsWith('enc:v1:')).toBe(true);

    const dump = await dumpDatabase(t);
    expect(dump.includes(Buffer.from(user.email))).toBe(true);
    for (const sentence of [NOTE, moodLine, 'Depressed 2.0/10', '[3,3,3,3,3,3,3,2,0]', 'energetic', 'moderately_severe']) {
      expect(dump.includes(Buffer.from(sentence)), `"${sentence}" found in the database dump`).toBe(false);
    }
  });
});

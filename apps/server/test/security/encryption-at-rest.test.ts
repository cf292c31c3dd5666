import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});

import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chats } from '../../src/db/schema';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

// Hardening II, point 7: chat storage takes its locks in one order (the user's row, then chats)
// and retries a deadlock victim once, so concurrent chats never answer 500 or lose a reply.

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('concurrent chat storage', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const chatCount = async (userId: string) => Number((await t.app.db.select({ n: count() }).from(chats).where(eq(chats.userId, userId)))[0].n);

  it('many parallel chats of several users: no 500, every reply stored', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => createTestUser(t.app, { subType: 'god', totalSessions: 40 })));
    const calls = people.flatMap((p, i) =>
      Array.from({ length: 8 }, (_, j) =>
        j % 2
          ? t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers: p.headers, payload: { message: `Long day number ${j}.` }, remoteAddress: `10.6.${i}.${j}` })
          : t.app.inject({
              method: 'POST',
              url: `/api/v1/chatbot/addChat/${p.user.id}`,
              headers: p.headers,
              payload: { chats: { userMessage: { default: `typed ${j}` }, sendTime: { default: new Date(j * 1000).toISOString() }, aiResponse: { default: `answer ${j}` }, responseTime: { default: new Date(j * 1000 + 1).toISOString() } } },
              remoteAddress: `10.6.${i}.${j}`,
            }),
      ),
    );
    const replies = await Promise.all(calls);
    expect(replies.map((r) => r.statusCode).filter((s) => s >= 300), replies.map((r) => r.body.slice(0, 100)).join('\n')).toEqual([]);
    for (const p of people) expect(await chatCount(p.user.id)).toBe(8);
  });

  it.runIf(onPostgres)('a chat chosen as a deadlock victim by PostgreSQL is retried and its reply stored', async () => {
    const { user, headers } = await createTestUser(t.app, { subType: 'god', totalSessions: 40 });
    let chat: Promise<{ statusCode: number; body: string }> | undefined;
    // Another transaction holds the chats table and then wants the user's row, while the chat's
    // transaction holds the row and wants the table: a real lock cycle, which PostgreSQL breaks by
    // aborting the transaction that waited first (the chat's).
    await t.app.db.transaction(async (other) => {
      await other.execute(sql`lock table ${chats} in exclusive mode`);
      chat = t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: 'Are you there?' } });
      for (;;) {
        const waiting = await t.app.db.execute(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'insert into "chats"%'`);
        if ((waiting as unknown as { rows: { n: number }[] }).rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      try {
        await other.execute(sql`select id from users where id = ${user.id} for update`);
      } catch {
        // If this side were the victim instead, the chat simply goes through.
      }
    }).catch(() => {});
    const res = await chat!;
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(JSON.parse(res.body).stored).toBe(true);
    expect(await chatCount(user.id)).toBe(1);
  });
});

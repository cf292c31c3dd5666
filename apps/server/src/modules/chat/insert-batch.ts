import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chats } from '../../db/schema';
import type { PlainChat } from './repository';

/** What one premium addChat learns from the database: stored, or the sealed twins with the same times. */
export type InsertOutcome = { stored: true } | { stored: false; sameTimes: { userMessage: string; aiResponse: string }[] };

interface Pending {
  userId: string;
  chat: PlainChat;
  resolve: (o: InsertOutcome) => void;
  reject: (e: unknown) => void;
}

/**
 * Premium addChat's inserts, grouped: while one statement runs, the requests that arrive wait and
 * go together in the next, one statement and one commit for all of them (issue 15: each chat's
 * commit also bumps its user's lists_version, so one user's chats were committed one after the
 * other, each waiting for the previous one's flush). A request still answers only after its own
 * chat is committed. Two chats with the same user and times never share a statement nor run in
 * two at once (the second must see the first), and if a grouped statement fails, each of its chats is tried alone so one
 * bad row cannot fail the others.
 */
export function createChatInsertBatcher(app: FastifyInstance, opts: { maxBatch?: number; maxInFlight?: number } = {}) {
  const maxBatch = opts.maxBatch ?? 64;
  const maxInFlight = opts.maxInFlight ?? 2;
  const queue: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;

  const keyOf = (p: Pending) => `${p.userId}\0${p.chat.sendTime}\0${p.chat.responseTime}`;

  // Keys of the chats in statements now running: a twin waits for its statement to commit.
  const running = new Set<string>();

  function takeBatch(): Pending[] {
    const batch: Pending[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < maxBatch; ) {
      const key = keyOf(queue[i]);
      if (keys.has(key) || running.has(key)) {
        i++;
        continue;
      }
      keys.add(key);
      batch.push(queue.splice(i, 1)[0]);
    }
    return batch;
  }

  function pump() {
    while (inFlight < maxInFlight && queue.length) {
      const batch = takeBatch();
      if (!batch.length) return; // only twins of running chats are waiting
      const keys = batch.map(keyOf);
      keys.forEach((k) => running.add(k));
      inFlight++;
      void run(batch).finally(() => {
        keys.forEach((k) => running.delete(k));
        inFlight--;
        pump();
      });
    }
  }

  async function run(batch: Pending[]) {
    try {
      const outcomes = await insertBatch(app, batch);
      batch.forEach((p, i) => p.resolve(outcomes[i]));
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
      for (const p of batch) await insertBatch(app, [p]).then(([o]) => p.resolve(o), p.reject);
    }
  }

  return {
    insert(userId: string, chat: PlainChat): Promise<InsertOutcome> {
      return new Promise((resolve, reject) => {
        queue.push({ userId, chat, resolve, reject });
        // Wait for the rest of this turn of the event loop: the requests parsed from the same I/O
        // join this group. PGlite runs a statement in this thread, so without the wait each one
        // would start (and block the loop) before the next request was even read.
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            pump();
          });
        }
      });
    },
  };
}

/** One statement: inserts each chat unless its user has one with the same times, and answers those. */
async function insertBatch(app: FastifyInstance, batch: Pending[]): Promise<InsertOutcome[]> {
  const input = JSON.stringify(
    batch.map((p, n) => ({ n, user_id: p.userId, user_message: app.cipher.encrypt(p.chat.userMessage), send_time: p.chat.sendTime, ai_response: app.cipher.encrypt(p.chat.aiResponse), response_time: p.chat.responseTime })),
  );
  const res = await app.db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as t(n int, user_id uuid, user_message text, send_time text, ai_response text, response_time text)
    ), existing as (
      select i.n, c.user_message, c.ai_response from input i
        join ${chats} c on c.user_id = i.user_id and c.send_time = i.send_time and c.response_time = i.response_time
    ), inserted as (
      insert into ${chats} (user_id, user_message, send_time, ai_response, response_time)
      select i.user_id, i.user_message, i.send_time, i.ai_response, i.response_time from input i
       where not exists (select 1 from existing e where e.n = i.n)
       order by i.n
      returning user_id, send_time, response_time
    )
    select i.n, true as stored, null as user_message, null as ai_response from input i
      join inserted s on s.user_id = i.user_id and s.send_time = i.send_time and s.response_time = i.response_time
    union all
    select n, false, user_message, ai_response from existing`);
  const rows = (res as unknown as { rows: { n: number; stored: boolean; user_message: string | null; ai_response: string | null }[] }).rows;
  return batch.map((_, n) => {
    const mine = rows.filter((r) => r.n === n);
    if (mine.some((r) => r.stored)) return { stored: true };
    return { stored: false, sameTimes: mine.map((r) => ({ userMessage: r.user_message ?? '', aiResponse: r.ai_response ?? '' })) };
  });
}

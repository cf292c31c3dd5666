// Seeds the API bench's users (run before the server, in its own process, so the server's memory
// figures are the server's alone): a premium user with a session token per history size, written to
// BENCH_USER_FILE. Opens the same database the server will (DATA_DIR's PGlite or DATABASE_URL).
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { affirmations, authSessions, chats, meditations, therapyRecords, users } from '../../apps/server/src/db/schema';
import { hashToken, newToken } from '../../apps/server/src/lib/tokens';

const config = loadConfig();
const app = await buildApp({ config, logger: false });
/** A premium user with a session token and, when `history` > 0, that many chats (and a share of the other lists). */
async function benchUser(label: string, history: number) {
  const [user] = await app.db
    .insert(users)
    .values({ name: 'Bench Person', email: `bench-${label}-${Date.now()}@example.com`, passwordHash: 'x', isConfirmed: true, isPreferences: true, isPremium: true, subType: 'god', totalSessions: 40 })
    .returning();
  const token = newToken();
  await app.db.insert(authSessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  const seal = (s: string) => app.cipher.encrypt(s);
  const base = Date.now() - history * 60_000;
  const at = (i: number) => new Date(base + i * 60_000);
  for (let from = 0; from < history; from += 500) {
    const n = Math.min(500, history - from);
    const idx = Array.from({ length: n }, (_, k) => from + k);
    await app.db.insert(chats).values(idx.map((i) => ({ userId: user.id, userMessage: seal(`I keep thinking about day ${i} and how work went.`), aiResponse: seal(`That sounds like a lot to carry on day ${i}. What helped?`), sendTime: at(i).toISOString(), responseTime: at(i).toISOString(), createdAt: at(i) })));
    await app.db.insert(affirmations).values(idx.filter((i) => i % 5 === 0).map((i) => ({ userId: user.id, text: `I am steady, day ${i}.`, createdAt: at(i) })));
    await app.db.insert(meditations).values(idx.filter((i) => i % 10 === 0).map((i) => ({ userId: user.id, title: `Calm ${i}`, description: 'Breathe in for four, out for six.', time: '5 min', duration: '5', type: 'breathing', createdAt: at(i) })));
    await app.db.insert(therapyRecords).values(idx.filter((i) => i % 25 === 0).map((i) => ({ userId: user.id, feeling: 'calm', type: 'CBT Therapy', topic: 'Work stress', sessionLength: '60 min', description: seal(`Summary ${i}`), date: at(i).toISOString().slice(0, 10), time: '10:00', createdAt: at(i) })));
  }
  return { userId: user.id, token };
}

const HISTORY = Number(process.env.BENCH_HISTORY ?? 5000);
const fresh = await benchUser('fresh', 0);
// A window-full user: if getUser's cost grew with history, 50 and 5,000 chats would differ.
const short = await benchUser('short', 50);
const long = await benchUser('long', HISTORY);
// Fresh statistics, as autovacuum would gather after the inserts (else the planner guesses 9 rows).
await app.db.execute(sql`analyze`);
fs.writeFileSync(process.env.BENCH_USER_FILE!, JSON.stringify({ ...fresh, fresh, short, long, history: HISTORY }));
await app.close();

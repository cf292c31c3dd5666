// autocannon, 50 connections, 10 s per route, against one server process.
// Run: npx tsx bench/api.ts            (PGlite)
//      DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/api.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { compiledEntry, startServer } from './support/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-bench-api-'));
const userFile = path.join(dataDir, 'user.json');
const env = { DATA_DIR: dataDir, BENCH_USER_FILE: userFile, AI_PROVIDER: 'local', RATE_LIMIT_ALLOW_LIST: '127.0.0.1' };
// Users are seeded by a process of their own, so the server's memory is the server's alone.
const seeded = spawnSync(path.resolve(import.meta.dirname, '../node_modules/.bin/tsx'), [path.resolve(import.meta.dirname, 'support/api-bench-seed.ts')], {
  env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (seeded.status !== 0) throw new Error('seeding the bench users failed');
// The server as production runs it: compiled, plain node, npm start's V8 flags.
const server = await startServer({ port: 4391, compiled: await compiledEntry(path.resolve(import.meta.dirname, 'support/api-bench-server.ts')), env });
interface BenchUser {
  userId: string;
  token: string;
}
const { fresh, short, long, history } = JSON.parse(fs.readFileSync(userFile, 'utf8')) as { fresh: BenchUser; short: BenchUser; long: BenchUser; history: number };
const { userId, token } = long;
const chatOf = (at: string) => JSON.stringify({
  chats: { userMessage: { default: 'I had a long day at work.' }, sendTime: { default: at }, aiResponse: { default: 'That sounds tiring.' }, responseTime: { default: at } },
});
// The echo: a client saving what /ai/chat already stored (the same chat every time: answered, not stored).
const echoBody = chatOf(new Date().toISOString());
// A new chat on every request (distinct times): the write path.
let sent = 0;
const base = Date.now();
const newChat = (req: autocannon.Request): autocannon.Request => ({ ...req, body: chatOf(new Date(base + ++sent).toISOString()) });

const routes = [
  { name: 'bare Fastify hello (ceiling)', method: 'GET' as const, path: '/api/v1/bench/hello' },
  { name: 'GET /api/v1/health', method: 'GET' as const, path: '/api/v1/health' },
  { name: 'GET /auth/getUser, user with no history', method: 'GET' as const, path: '/api/v1/auth/getUser', headers: { auth_token: fresh.token } },
  { name: 'GET /auth/getUser, user with 50 chats', method: 'GET' as const, path: '/api/v1/auth/getUser', headers: { auth_token: short.token } },
  { name: `GET /auth/getUser, user with ${history} chats`, method: 'GET' as const, path: '/api/v1/auth/getUser', headers: { auth_token: token } },
  { name: `GET /history/{userId}/chats (first page of ${history})`, method: 'GET' as const, path: `/api/v1/history/${userId}/chats`, headers: { auth_token: token } },
  { name: `POST /chatbot/addChat/{userId}, a new chat each time (${history} chats)`, method: 'POST' as const, path: `/api/v1/chatbot/addChat/${userId}`, headers: { auth_token: token, 'content-type': 'application/json' }, setupRequest: newChat },
  { name: `POST /chatbot/addChat/{userId}, an echo of a stored chat`, method: 'POST' as const, path: `/api/v1/chatbot/addChat/${userId}`, headers: { auth_token: token, 'content-type': 'application/json' }, body: echoBody },
];
const load = (r: (typeof routes)[number], duration: number) =>
  autocannon({ url: server.url + r.path, connections: 50, duration, requests: [{ method: r.method, headers: r.headers, ...('body' in r ? { body: r.body } : {}), ...('setupRequest' in r ? { setupRequest: r.setupRequest } : {}) }] });

const rssStartMb = server.rssMb();
// Warm every route first: the first route measured would otherwise pay the JIT's warm-up alone.
for (const r of routes) await load(r, 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const rssIdleMb = server.rssMb();
const rows: Record<string, string | number>[] = [];
let ceiling = 0;
for (const r of routes) {
  const result = await load(r, DURATION);
  const rps = Math.round(result.requests.average);
  if (!ceiling) ceiling = rps;
  rows.push({
    route: r.name,
    'req/s': rps,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    errors: result.errors,
    'vs ceiling': `${((rps / ceiling) * 100).toFixed(1)}%`,
    // The server's RSS after this route: which load makes it grow.
    'RSS MB': server.rssMb(),
  });
}
const rss = server.rssMb();
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ database, rows, rssAfterLoadMb: rss }));
console.log(`database: ${database}; ${os.cpus().length} cores, node ${process.version}; server RSS at start ${rssStartMb} MB, after warm-up ${rssIdleMb} MB, after the run ${rss} MB`);
console.table(rows);

// How much our server adds to a streamed therapy reply, and whether it keeps the provider's chunk
// cadence (no buffering). The fake OpenAI-compatible server streams with a set latency and chunk
// cadence; we read the same reply (1) directly through the openai SDK and (2) through our real
// endpoint POST /api/v1/therapy/sessions/{id}/messages (server-sent events), in-process app on a
// real socket, PGlite in memory.
// Run: npx tsx bench/ai-stream-overhead.ts  [LATENCY_MS=300 CHUNK_MS=25 RUNS=7]
import os from 'node:os';
import path from 'node:path';
import OpenAI from 'openai';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { startFakeOpenAi } from '../apps/server/test/support/fake-openai';
import { createTestUser } from '../apps/server/test/support/test-app';

const LATENCY_MS = Number(process.env.LATENCY_MS ?? 300);
const CHUNK_MS = Number(process.env.CHUNK_MS ?? 25);
const RUNS = Number(process.env.RUNS ?? 7);

interface Run {
  ttft: number;
  total: number;
  gaps: number[];
  chunks: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};
const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] : NaN;
};

function summarise(times: number[], start: number): Run {
  return { ttft: times[0] - start, total: times.at(-1)! - start, gaps: times.slice(1).map((t, i) => t - times[i]), chunks: times.length };
}

const fake = await startFakeOpenAi({ latencyMs: LATENCY_MS, chunkDelayMs: CHUNK_MS, chunkWords: 1 });
const client = new OpenAI({ baseURL: fake.baseUrl, apiKey: 'bench', maxRetries: 0 });

async function direct(): Promise<Run> {
  const start = performance.now();
  const times: number[] = [];
  const stream = await client.chat.completions.create({
    model: 'gpt-4o-mini',
    messages: [{ role: 'user', content: 'hello' }],
    max_tokens: 80,
    stream: true,
  });
  for await (const part of stream) if (part.choices[0]?.delta?.content) times.push(performance.now());
  return summarise(times, start);
}

const database = await openDatabase({ dataDir: 'memory://' });
await runMigrations(database);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(os.tmpdir(), `haven-bench-stream-${process.pid}`),
  DATA_ENCRYPTION_KEY: 'b'.repeat(64),
  COOKIE_SECRET: 'bench-cookie-secret-0123456789',
  WEB_DIST: path.join(os.tmpdir(), 'haven-no-web-dist'),
  ...fake.env({ AI_TIMEOUT_MS: '10000' }),
});
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/v1`;
const { headers } = await createTestUser(app, { subType: 'god', totalSessions: 100 });
const json = { ...headers, 'content-type': 'application/json' };
const started = await fetch(`${base}/therapy/sessions`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ mood: 'stressed', therapyType: 'CBT Therapy', topic: 'Work stress', language: 'English' }),
});
if (!started.ok) throw new Error(`session start failed: ${started.status} ${await started.text()}`);
const { sessionId } = (await started.json()) as { sessionId: string };

/** Reads an SSE endpoint and times each delta event. */
async function timedSse(url: string, body: unknown): Promise<Run> {
  const start = performance.now();
  const res = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) });
  if (!res.ok || !res.body) throw new Error(`request failed: ${res.status} ${await res.text()}`);
  const times: number[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of res.body) {
    buffer += decoder.decode(bytes as Uint8Array, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (event.startsWith('data: ') && (JSON.parse(event.slice(6)) as { delta?: string }).delta) times.push(performance.now());
    }
  }
  return summarise(times, start);
}

const throughServer = (n: number) => timedSse(`${base}/therapy/sessions/${sessionId}/messages`, { text: `My boss keeps criticising me, take ${n}` });
// The chatbot's stream (issue 17): the same path shape, a premium user so no cap interferes.
const throughChat = (n: number) => timedSse(`${base}/ai/chat/stream`, { message: `Work was long again today, take ${n}` });

await direct(); // warm-up both paths (SDK, JIT, connection)
await throughServer(0);
await throughChat(0);
const directRuns: Run[] = [];
const serverRuns: Run[] = [];
const chatRuns: Run[] = [];
for (let i = 1; i <= RUNS; i++) {
  directRuns.push(await direct());
  serverRuns.push(await throughServer(i));
  chatRuns.push(await throughChat(i));
}

const row = (name: string, runs: Run[]) => ({
  path: name,
  'TTFT ms (median)': median(runs.map((r) => r.ttft)).toFixed(1),
  'total ms (median)': median(runs.map((r) => r.total)).toFixed(1),
  chunks: median(runs.map((r) => r.chunks)),
  'gap ms median': median(runs.flatMap((r) => r.gaps)).toFixed(1),
  'gap ms p95': p95(runs.flatMap((r) => r.gaps)).toFixed(1),
});
console.info(`fake provider: latency ${LATENCY_MS} ms, one word every ${CHUNK_MS} ms, ${RUNS} runs each`);
console.table([row('direct (openai SDK -> provider)', directRuns), row('through Haven: therapy (SSE)', serverRuns), row('through Haven: chatbot (SSE)', chatRuns)]);
const chatTtft = median(chatRuns.map((r) => r.ttft)) / median(directRuns.map((r) => r.ttft));
console.info(`chatbot ratio through/direct: TTFT ${chatTtft.toFixed(3)}`);
const ttftRatio = median(serverRuns.map((r) => r.ttft)) / median(directRuns.map((r) => r.ttft));
const totalRatio = median(serverRuns.map((r) => r.total)) / median(directRuns.map((r) => r.total));
console.info(`therapy ratio through/direct: TTFT ${ttftRatio.toFixed(3)}, total ${totalRatio.toFixed(3)}`);
// Buffering would merge chunks (fewer events) or bunch them (gaps near 0 then one long wait).
const gapDrift = Math.abs(median(serverRuns.flatMap((r) => r.gaps)) - median(directRuns.flatMap((r) => r.gaps)));
const sameCount = median(serverRuns.map((r) => r.chunks)) === median(directRuns.map((r) => r.chunks));
const preserved = sameCount && gapDrift <= Math.max(3, CHUNK_MS * 0.2);
console.info(
  `chunk cadence preserved (no buffering): ${preserved ? 'yes' : 'NO'} (same chunk count: ${sameCount}, median gap drift ${gapDrift.toFixed(1)} ms)`,
);

await app.close();
await database.close();
await fake.close();
process.exit(preserved ? 0 : 1);

// Durability under kill -9: the server runs as a child process while a client saves chats and
// therapy records; the process is killed at random moments and restarted. Every write that got a
// 2xx must be there afterwards, and the server must start cleanly every time.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { authSessions, users } from '../../apps/server/src/db/schema';
import { hashToken, newToken } from '../../apps/server/src/lib/tokens';

const root = path.resolve(import.meta.dirname, '../..');
const KEY = 'd'.repeat(64);

export interface CrashRunResult {
  kills: number;
  acknowledged: number;
  missing: string[];
  startFailures: number;
  meanRestartMs: number;
}

function spawnServer(port: number, env: Record<string, string>): ChildProcess {
  // node --import tsx (not the tsx CLI) so that SIGKILL hits the server process itself.
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'fatal', HOST: '127.0.0.1', PORT: String(port), AI_PROVIDER: 'local', DATA_ENCRYPTION_KEY: KEY, RATE_LIMIT_ALLOW_LIST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode) return false;
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return true;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

export async function runCrashTest(opts: { kills: number; databaseUrl?: string; port?: number; log?: (s: string) => void }): Promise<CrashRunResult> {
  const port = opts.port ?? 4392;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-crash-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}) };

  // Seed a premium user and a token before the first start (PGlite allows one process at a time).
  const seedDb = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir });
  await runMigrations(seedDb);
  const [user] = await seedDb.db
    .insert(users)
    .values({ name: 'Crash Tester', email: `crash-${Date.now()}@example.com`, passwordHash: 'x', isConfirmed: true, isPreferences: true, isPremium: true, subType: 'god', totalSessions: 40 })
    .returning();
  const token = newToken();
  await seedDb.db.insert(authSessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  await seedDb.close();

  const headers = { auth_token: token, 'content-type': 'application/json' };
  const acknowledged: { kind: 'chat' | 'therapy'; marker: string }[] = [];
  let seq = 0;
  let startFailures = 0;
  const restartTimes: number[] = [];

  const writeLoop = async (isAlive: () => boolean) => {
    while (isAlive()) {
      const n = seq++;
      const marker = `durable-${n}-${Math.random().toString(36).slice(2, 8)}`;
      const kind = n % 3 === 0 ? 'therapy' : 'chat';
      const now = new Date().toISOString();
      const body =
        kind === 'chat'
          ? { chats: { userMessage: { default: marker }, sendTime: { default: now }, aiResponse: { default: 'noted' }, responseTime: { default: now } } }
          : { therapy: { feeling: 'calm', type: 'CBT Therapy', topic: 'Grief', sessionLength: '01:00', description: marker, date: now, time: '10:00 AM' } };
      const pathName = kind === 'chat' ? `/api/v1/chatbot/addChat/${user.id}` : `/api/v1/therapy/addTherapy/${user.id}`;
      try {
        const res = await fetch(url + pathName, { method: 'POST', headers, body: JSON.stringify(body) });
        if (res.status >= 200 && res.status < 300) acknowledged.push({ kind, marker });
      } catch {
        /* the server died mid-request: not acknowledged, so not required to survive */
      }
    }
  };

  for (let i = 0; i <= opts.kills; i++) {
    const started = performance.now();
    const child = spawnServer(port, env);
    if (!(await waitHealthy(url, child))) {
      startFailures++;
      child.kill('SIGKILL');
      continue;
    }
    restartTimes.push(performance.now() - started);
    if (i === opts.kills) {
      // Final start: read everything back, through the history pages (getUser holds only the newest window).
      const chats = await readAll<{ userMessage: { default: string } }>(url, headers, user.id, 'chats');
      const therapy = await readAll<{ description: string }>(url, headers, user.id, 'therapy');
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      const present = new Set([...chats.map((c) => c.userMessage.default), ...therapy.map((t) => t.description)]);
      const missing = acknowledged.filter((a) => !present.has(a.marker)).map((a) => `${a.kind}:${a.marker}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      return { kills: opts.kills, acknowledged: acknowledged.length, missing, startFailures, meanRestartMs: Math.round(restartTimes.reduce((a, b) => a + b, 0) / restartTimes.length) };
    }
    let alive = true;
    const loops = [writeLoop(() => alive), writeLoop(() => alive), writeLoop(() => alive)];
    await new Promise((r) => setTimeout(r, 150 + Math.random() * 650));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    alive = false;
    await Promise.all(loops);
    opts.log?.(`kill ${i + 1}/${opts.kills}: ${acknowledged.length} writes acknowledged so far`);
  }
  throw new Error('unreachable');
}

/** Every entry of one history list: GET /history pages until no cursor is left. */
async function readAll<T>(url: string, headers: Record<string, string>, userId: string, list: 'chats' | 'therapy'): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const res = await fetch(`${url}/api/v1/history/${userId}/${list}?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { headers });
    if (!res.ok) throw new Error(`history ${list}: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as { items: T[]; nextCursor: string | null };
    items.unshift(...page.items);
    cursor = page.nextCursor;
  }
  return items;
}

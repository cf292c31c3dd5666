import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { users, authSessions } from '../../src/db/schema';
import { hashToken, newToken } from '../../src/lib/tokens';
import { createClock, type Clock } from '../../src/lib/clock';
import { getTestDatabase, resetDatabase } from './test-db';

export const TEST_ENCRYPTION_KEY = 'a'.repeat(64);

export interface TestApp {
  app: FastifyInstance;
  clock: Clock;
  close(): Promise<void>;
}

/**
 * A full app on the worker's database, with empty tables. `env` overrides settings, e.g. an AI
 * provider URL. The database stays open for the next test file; only the app is closed.
 */
export async function buildTestApp(env: Record<string, string> = {}, opts: { keepData?: boolean } = {}): Promise<TestApp> {
  const database = await getTestDatabase();
  // keepData: a second app on what the previous one wrote (a restart, e.g. with a new key).
  if (!opts.keepData) await resetDatabase(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `haven-test-${process.pid}`),
    DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    COOKIE_SECRET: 'test-cookie-secret-0123456789',
    WEB_DIST: path.join(os.tmpdir(), 'haven-no-web-dist'),
    AI_PROVIDER: 'local',
    ...env,
  });
  const clock = createClock();
  const app = await buildApp({ config, database, clock, logger: false });
  await app.ready();
  return { app, clock, close: () => app.close() };
}

export interface TestUserOptions {
  email?: string;
  name?: string;
  password?: string;
  subType?: 'free' | 'basic' | 'advance' | 'devil' | 'god';
  totalSessions?: number;
  confirmed?: boolean;
  preferences?: boolean;
}

/**
 * Inserts a confirmed user and a session token directly, for tests of features other than sign-in.
 * The password hash is a placeholder: such users cannot sign in with a password.
 */
export async function createTestUser(app: FastifyInstance, opts: TestUserOptions = {}) {
  const subType = opts.subType ?? 'free';
  const [user] = await app.db
    .insert(users)
    .values({
      name: opts.name ?? 'Test Person',
      email: opts.email ?? `user-${Math.random().toString(36).slice(2)}@example.com`,
      passwordHash: 'not-a-real-hash',
      isConfirmed: opts.confirmed ?? true,
      isPreferences: opts.preferences ?? true,
      isPremium: subType !== 'free',
      subType,
      totalSessions: opts.totalSessions ?? 0,
      lastResetMonth: currentMonth(app.clock.now()),
    })
    .returning();
  const token = newToken();
  await app.db.insert(authSessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(app.clock.now().getTime() + 86_400_000) });
  return { user, token, headers: { auth_token: token } };
}

function currentMonth(d: Date) {
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

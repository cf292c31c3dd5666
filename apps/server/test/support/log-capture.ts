import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createClock } from '../../src/lib/clock';
import { getTestDatabase, resetDatabase } from './test-db';
import { TEST_ENCRYPTION_KEY, type TestApp } from './test-app';

/**
 * A full app whose log lines (the real pino logger at `info`, with the app's redaction and
 * serializers) are kept in memory, so a test can search everything that would have been logged.
 * `production: true` runs the app with NODE_ENV=production behaviour (config built in test mode,
 * then switched, so start-up checks that need real SMTP/keys do not stop it).
 */
export async function buildLoggedTestApp(env: Record<string, string> = {}, opts: { production?: boolean } = {}): Promise<TestApp & { log: () => string }> {
  const database = await getTestDatabase();
  await resetDatabase(database);
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: path.join(os.tmpdir(), `haven-test-${process.pid}`),
    DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    COOKIE_SECRET: 'test-cookie-secret-0123456789',
    WEB_DIST: path.join(os.tmpdir(), 'haven-no-web-dist'),
    AI_PROVIDER: 'local',
    ...env,
  });
  const config: Config = opts.production ? { ...base, NODE_ENV: 'production', isProduction: true } : base;
  const lines: string[] = [];
  const clock = createClock();
  const app = await buildApp({ config, database, clock, logStream: { write: (line: string) => void lines.push(line) } });
  return { app, clock, close: () => app.close(), log: () => lines.join('') };
}

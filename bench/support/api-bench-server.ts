// The real app plus a bare hello route in the same process (the throughput ceiling), and a
// premium user with a session token written to BENCH_USER_FILE for the authenticated routes.
import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { authSessions, users } from '../../apps/server/src/db/schema';
import { hashToken, newToken } from '../../apps/server/src/lib/tokens';
import { featureModules } from '../../apps/server/src/modules';

const hello: FastifyPluginAsync = async (app) => {
  app.get('/bench/hello', async () => ({ hello: 'world' }));
};
featureModules.push(hello);

const config = loadConfig();
const app = await buildApp({ config, logger: false });
const [user] = await app.db
  .insert(users)
  .values({ name: 'Bench Person', email: `bench-${Date.now()}@example.com`, passwordHash: 'x', isConfirmed: true, isPreferences: true, isPremium: true, subType: 'god', totalSessions: 40 })
  .returning();
const token = newToken();
await app.db.insert(authSessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
fs.writeFileSync(process.env.BENCH_USER_FILE!, JSON.stringify({ userId: user.id, token }));
await app.listen({ port: config.PORT, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

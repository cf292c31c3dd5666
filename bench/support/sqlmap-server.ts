// The real app for bench/sqlmap: a fresh data dir, a premium user with a session token, no rate
// limits (sqlmap sends thousands of requests from one IP and one account; a 429 would hide what a
// payload does), and the registered routes, all written to SQLMAP_BENCH_FILE.
//
// RATE_LIMIT_ALLOW_LIST is not enough here: @fastify/rate-limit compares the allow list with the
// route's *key*, and most routes key by `name:ip:<ip>` or by user, so only IP-keyed routes are exempt.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, RouteShorthandOptions } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { authSessions, users } from '../../apps/server/src/db/schema';
import { hashToken, newToken } from '../../apps/server/src/lib/tokens';
import { featureModules } from '../../apps/server/src/modules';

type Shorthand = (this: FastifyInstance, url: string, ...rest: unknown[]) => FastifyInstance;
const alwaysAllowed = () => async () => ({ isAllowed: true, isExceeded: false, key: 'bench', max: 0, remaining: 0, ttl: 0, ttlInSeconds: 0, isBanned: false });

/** Registers `plugin` in a context whose route shorthands drop `config.rateLimit`. */
function withoutRateLimits(plugin: FastifyPluginAsync): FastifyPluginAsync {
  return async (app) => {
    const self = app as unknown as Record<string, Shorthand>;
    for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
      const original = self[method];
      self[method] = function (url, ...rest) {
        const opts = rest.length > 1 ? (rest[0] as RouteShorthandOptions) : undefined;
        if (opts?.config && 'rateLimit' in opts.config) rest[0] = { ...opts, config: { ...opts.config, rateLimit: undefined } };
        return original.call(this, url, ...rest);
      };
    }
    // Per-e-mail limits are built with createRateLimit inside the route modules.
    (app as unknown as { createRateLimit: unknown }).createRateLimit = alwaysAllowed;
    await app.register(plugin);
  };
}
featureModules.splice(0, featureModules.length, ...featureModules.map(withoutRateLimits));

// The positive control, in this bench process only: string-built SQL that sqlmap must find, or the
// run proves nothing (a broken sqlmap set-up would also report 0). Mounted at /api/v1/bench/...
const deliberatelyInjectable: FastifyPluginAsync = async (app) => {
  app.get('/bench/injectable', async (req) => {
    const name = String((req.query as { name?: unknown }).name ?? '');
    const result = await app.db.execute(sql.raw(`select count(*)::int as n from users where name = '${name}'`));
    const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
    return { found: rows[0]?.n ?? 0 };
  });
};
featureModules.push(deliberatelyInjectable);

const config = loadConfig();
const app = await buildApp({ config, logger: false });
// Sessions far beyond any plan, so thousands of therapy starts never hit "no remaining sessions".
const [user] = await app.db
  .insert(users)
  .values({ name: 'Sqlmap Person', email: `sqlmap-${Date.now()}@example.com`, passwordHash: 'x', isConfirmed: true, isPreferences: true, isPremium: true, subType: 'god', totalSessions: 1_000_000 })
  .returning();
const token = newToken();
await app.db.insert(authSessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
const routes = app.registeredRoutes
  .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api') && !r.url.startsWith('/api/v1/bench/'))
  .map((r) => ({ method: r.method, url: r.url, inputs: (['body', 'params', 'querystring'] as const).filter((k) => r.schema?.[k]) }));
fs.writeFileSync(process.env.SQLMAP_BENCH_FILE!, JSON.stringify({ userId: user.id, email: user.email, token, routes }));
await app.listen({ port: config.PORT, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

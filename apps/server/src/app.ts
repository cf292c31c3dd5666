import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardControlChars } from './plugins/input-guard';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { runMigrations } from './db/migrate';
import { createClock, type Clock } from './lib/clock';
import { createTextCipher, loadEncryptionKey, loadPreviousKeys, type TextCipher } from './lib/crypto';
import { errorSerializer, logRedaction, requestSerializer } from './lib/log';
import { sealLegacyRows } from './modules/privacy/rotate-encryption';
import { aiPlugin } from './ai/plugin';
import { featureModules } from './modules';
import { quotaPlugin } from './modules/quota/plugin';
import { safetyPlugin } from './modules/safety/plugin';
import { authPlugin } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerRequestDeadline } from './plugins/request-deadline';
import { registerSecurityHeaders } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { createRecordCache, type RecordCache } from './modules/auth/record-cache';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    cipher: TextCipher;
    clock: Clock;
    redis: Redis | null;
    /** getUser's decrypted list windows by lists_version (modules/auth/record-cache.ts). */
    recordCache: RecordCache;
    /** Every route as registered, for the access-matrix and fuzzing suites. */
    registeredRoutes: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; params?: unknown; querystring?: unknown };
}

export interface BuildOptions {
  config: Config;
  /** An already open and migrated database (tests share one per worker); opened here otherwise. */
  database?: Database;
  clock?: Clock;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.LOG_LEVEL, redact: logRedaction, serializers: { req: requestSerializer, err: (e: unknown) => errorSerializer(e) }, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'] });
  });
  app.decorate('registeredRoutes', registeredRoutes);
  app.setValidatorCompiler(guardControlChars(validatorCompiler as FastifySchemaCompiler<unknown>));
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !opts.database;
  const database = opts.database ?? (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      poolMax: config.DATABASE_POOL_MAX,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    }));
  if (ownsDatabase) await runMigrations(database);
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : null;

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', opts.clock ?? createClock());
  app.decorate('cipher', createTextCipher([loadEncryptionKey(config.DATA_ENCRYPTION_KEY, config.keyDir, config.dataDir), ...loadPreviousKeys(config.DATA_ENCRYPTION_PREVIOUS_KEYS, config.keyDir, config.dataDir)]));
  app.decorate('redis', redis);
  app.decorate('recordCache', createRecordCache());
  // Rows written before a column was sealed (issue 14) are sealed once, here; reads accept both.
  await sealLegacyRows(database.db, app.cipher).catch((err: unknown) => app.log.warn({ err }, 'sealing legacy plain-text rows failed; they stay readable and are retried at the next start'));
  app.addHook('onClose', async () => {
    if (redis) await redis.quit().catch(() => {});
    if (ownsDatabase) await database.close();
  });

  const allowedIps = config.RATE_LIMIT_ALLOW_LIST.split(',').map((ip) => ip.trim()).filter(Boolean);
  registerErrorHandling(app);
  registerRequestDeadline(app, config.REQUEST_DEADLINE_MS);
  await registerSecurityHeaders(app, config);
  await app.register(cookie, { secret: config.COOKIE_SECRET ?? loadCookieSecret(config.dataDir) });
  // Routes opt in with `config.rateLimit`; the store is shared through Redis when configured.
  await app.register(rateLimit, {
    global: false,
    // Compared with the caller's IP (an array here would be compared with each route's key).
    allowList: (request) => allowedIps.includes(request.ip),
    ...(redis ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}rl:` } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: `Too many attempts. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
      message: `Too many attempts. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
    }),
  });
  await registerDocs(app);
  await app.register(authPlugin);
  await app.register(safetyPlugin);
  await app.register(quotaPlugin);
  await app.register(aiPlugin);

  await app.register(
    async (api) => {
      for (const mod of featureModules) await api.register(mod);
    },
    { prefix: '/api/v1' },
  );
  await registerSpa(app, config.webDist);
  return app;
}

async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  await redis.connect();
  return redis;
}

function loadCookieSecret(dataDir: string): string {
  const file = path.join(dataDir, 'cookie.secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

import path from 'node:path';
import { z } from 'zod';
import { defaultKeyDir } from './lib/crypto';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

// Every setting the server reads. `.env.example` documents each one.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  DATA_DIR: z.string().default('./data'),
  /** Embedded default only: where the generated encryption key lives (default: DATA_DIR's sibling `<DATA_DIR>-keys`). */
  KEY_DIR: z.string().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  /** Production only: allow the embedded PGlite (single-instance trials). Without it production needs DATABASE_URL. */
  ALLOW_EMBEDDED_DB: bool.default(false),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  // PostgreSQL waits (ms): a statement, and getting a connection. REQUEST_DEADLINE_MS bounds a whole
  // request (streams excepted, see AI_STREAM_MAX_MS): past it the answer is a readable 503.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600000).default(10000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600000).default(5000),
  REQUEST_DEADLINE_MS: z.coerce.number().int().min(500).max(600000).default(60000),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]{1,60}$/, 'letters, digits, _ : . - only').default('haven:'),
  WEB_DIST: z.string().optional(),
  /** How long an instance may answer a session from memory (ms; 0: every request asks the database). */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60000).default(5000),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  COOKIE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  DATA_ENCRYPTION_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)').optional(),
  DATA_ENCRYPTION_PREVIOUS_KEYS: z.string().regex(/^([0-9a-fA-F]{64})(,[0-9a-fA-F]{64})*$/, 'must be comma-separated 64-hex-character keys').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Haven <no-reply@haven.local>'),
  SUPPORT_EMAIL: z.email().default('support@haven.local'),
  AI_PROVIDER: z.enum(['local', 'openai']).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_CHAT_MODEL: z.string().default('gpt-4o-mini'),
  AI_TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
  AI_STT_MODEL: z.string().default('gpt-4o-mini-transcribe'),
  AI_STT_BASE_URL: z.url().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(20000),
  // A whole streamed reply, however steadily it trickles, ends within this.
  AI_STREAM_MAX_MS: z.coerce.number().int().min(1000).max(600000).default(120000),
  AI_MODERATION: z.enum(['on', 'off']).optional(), // second, model-based crisis check; default on with the openai provider
  // Third crisis check: the chat model's structured risk assessment of each turn (modules/safety/risk-assessment.ts);
  // default on with the openai provider, `false` turns it off. AI_RISK_MODEL: another model for it (default AI_CHAT_MODEL).
  AI_RISK_ASSESSMENT: bool.optional(),
  AI_RISK_MODEL: z.string().min(1).optional(),
  PADDLE_API_KEY: z.string().optional(),
  PADDLE_CLIENT_TOKEN: z.string().optional(),
  PADDLE_WEBHOOK_SECRET: z.string().optional(),
  PADDLE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  PADDLE_PRICE_IDS: z.string().optional(), // JSON: {"basic_monthly":"pri_...", ...}
  PADDLE_API_BASE_URL: z.url().optional(), // overrides PADDLE_ENVIRONMENT's API host (tests: a local stand-in)
  SISTER_API_URL: z.url().optional(),
  TEST_CLOCK: bool.default(false),
  /** Comma-separated IPs exempt from rate limits (load tests, internal probes). Empty by default. */
  RATE_LIMIT_ALLOW_LIST: z.string().default(''),
});

export type Config = z.infer<typeof envSchema> & {
  aiProvider: 'local' | 'openai';
  aiModeration: boolean;
  aiRiskAssessment: boolean;
  dataDir: string;
  keyDir: string;
  webDist: string;
  isProduction: boolean;
  paddleConfigured: boolean;
};

export class ConfigError extends Error {}

/**
 * What production refuses to run without. A production server must never invent its own secrets
 * (they would change with the data folder), keep mail in a dev outbox, or answer real users with the
 * offline engine. Each entry names the variable so the operator can fix all of them in one go.
 */
function productionGaps(c: z.infer<typeof envSchema>): string[] {
  const gaps: string[] = [];
  if (!c.DATA_ENCRYPTION_KEY) gaps.push('DATA_ENCRYPTION_KEY: the key that seals personal text at rest (64 hex characters: `openssl rand -hex 32`)');
  if (!c.COOKIE_SECRET) gaps.push('COOKIE_SECRET: signs the visitor cookie (at least 16 random characters)');
  if (!c.SMTP_URL) gaps.push('SMTP_URL: real mail for verification and password reset (smtp:// or smtps://)');
  if (!c.DATABASE_URL && !c.ALLOW_EMBEDDED_DB) gaps.push('DATABASE_URL: a PostgreSQL database (or ALLOW_EMBEDDED_DB=true to run a single-instance trial on the embedded PGlite)');
  const provider = c.AI_PROVIDER ?? (c.AI_API_KEY ? 'openai' : 'local');
  if (provider === 'local') gaps.push('AI_PROVIDER / AI_API_KEY: a real AI provider (AI_PROVIDER=openai with AI_API_KEY, or AI_BASE_URL for a compatible server); the offline local engine is for development only');
  else if (!c.AI_API_KEY && !c.AI_BASE_URL) gaps.push('AI_API_KEY: the key of the AI provider (or AI_BASE_URL for a compatible server that needs none)');
  if (/@haven\.local$/i.test(c.SUPPORT_EMAIL)) gaps.push('SUPPORT_EMAIL: the address users write to (the default support@haven.local is a placeholder)');
  if (c.TEST_CLOCK) gaps.push('TEST_CLOCK: not allowed in production');
  return gaps;
}

/** Reads and checks the environment; throws a readable ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production') {
    const missing = productionGaps(c);
    if (missing.length > 0) {
      throw new ConfigError(
        [
          `Refusing to start: NODE_ENV=production but ${missing.length} required setting${missing.length === 1 ? ' is' : 's are'} missing or not allowed:`,
          ...missing.map((m) => `  - ${m}`),
          'Set them (see .env.example), or run without NODE_ENV=production for the local demo mode (embedded database, offline AI, dev mail outbox).',
        ].join('\n'),
      );
    }
  }
  return {
    ...c,
    aiProvider: c.AI_PROVIDER ?? (c.AI_API_KEY ? 'openai' : 'local'),
    aiModeration: (c.AI_PROVIDER ?? (c.AI_API_KEY ? 'openai' : 'local')) === 'openai' && c.AI_MODERATION !== 'off',
    aiRiskAssessment: (c.AI_PROVIDER ?? (c.AI_API_KEY ? 'openai' : 'local')) === 'openai' && c.AI_RISK_ASSESSMENT !== false,
    dataDir: path.resolve(c.DATA_DIR),
    keyDir: c.KEY_DIR ? path.resolve(c.KEY_DIR) : defaultKeyDir(path.resolve(c.DATA_DIR)),
    webDist: path.resolve(c.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    isProduction: c.NODE_ENV === 'production',
    paddleConfigured: Boolean(c.PADDLE_API_KEY && c.PADDLE_WEBHOOK_SECRET),
  };
}

import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Environment, Paddle } from '@paddle/paddle-node-sdk';
import type { FastifyInstance } from 'fastify';
import { isTestMode } from './price-ids';

const clients = new WeakMap<FastifyInstance, Paddle>();
const secrets = new WeakMap<FastifyInstance, string | null>();

/**
 * The official SDK client. Its webhook helper needs no API key, so without one the client still
 * verifies signatures (test mode); API calls need PADDLE_API_KEY (checked by the callers).
 */
export function paddleSdk(app: FastifyInstance): Paddle {
  let client = clients.get(app);
  if (!client) {
    // The SDK takes a base URL in place of an environment name; used to point tests at a local API.
    const environment = (app.config.PADDLE_API_BASE_URL?.replace(/\/$/, '') as Environment | undefined) ?? (app.config.PADDLE_ENVIRONMENT === 'production' ? Environment.production : Environment.sandbox);
    client = new Paddle(app.config.PADDLE_API_KEY ?? 'no-api-key-configured', { environment });
    clients.set(app, client);
  }
  return client;
}

export function hasPaddleApi(app: FastifyInstance): boolean {
  return Boolean(app.config.PADDLE_API_KEY);
}

/**
 * The secret webhooks are signed with: PADDLE_WEBHOOK_SECRET, or in test mode a local one (derived
 * from COOKIE_SECRET, else generated once into the data folder). Null means no webhook can verify.
 */
export function webhookSecret(app: FastifyInstance): string | null {
  if (secrets.has(app)) return secrets.get(app) ?? null;
  const { config } = app;
  let secret: string | null = null;
  if (config.PADDLE_WEBHOOK_SECRET) secret = config.PADDLE_WEBHOOK_SECRET;
  else if (isTestMode(config)) {
    secret = config.COOKIE_SECRET ? createHmac('sha256', config.COOKIE_SECRET).update('haven test-mode webhook secret').digest('hex') : loadLocalSecret(config.dataDir);
  }
  secrets.set(app, secret);
  return secret;
}

function loadLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'paddle-test-webhook.secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = `pdl_ntfset_local_${randomBytes(24).toString('hex')}`;
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Paddle's signature scheme: `ts=<unix seconds>;h1=<hex HMAC-SHA256(secret, ts + ':' + body)>`. */
export function signLikePaddle(rawBody: string, secret: string, unixSeconds: number): string {
  const h1 = createHmac('sha256', secret).update(`${unixSeconds}:${rawBody}`).digest('hex');
  return `ts=${unixSeconds};h1=${h1}`;
}

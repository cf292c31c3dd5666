import type { EventEntity } from '@paddle/paddle-node-sdk';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { paddleSdk, webhookSecret } from './paddle-client';

const REFUSED = 'The webhook signature could not be verified.';

/**
 * Verifies `Paddle-Signature` over the exact raw body with the SDK (HMAC and its 5-second
 * freshness window) and returns the parsed event. Anything else is a 401 with nothing changed.
 */
export async function verifyPaddleWebhook(app: FastifyInstance, rawBody: string, signature: string | undefined): Promise<EventEntity> {
  const secret = webhookSecret(app);
  if (!secret) throw new HttpError(503, 'Payments are not configured on this server.');
  if (!signature || !rawBody) throw new HttpError(401, REFUSED);
  try {
    // unmarshal throws on a malformed header, returns false-y verification as an error too.
    return await paddleSdk(app).webhooks.unmarshal(rawBody, secret, signature);
  } catch (err) {
    app.log.warn({ reason: (err as Error).message }, 'webhook refused');
    throw new HttpError(401, REFUSED);
  }
}

import { createHmac, randomBytes } from 'node:crypto';

export const WEBHOOK_SECRET = 'pdl_ntfset_01test_billing_secret_value';
export const PRICE_IDS = {
  basic_monthly: 'pri_basic_m',
  basic_yearly: 'pri_basic_y',
  advance_monthly: 'pri_advance_m',
  advance_yearly: 'pri_advance_y',
  devil_monthly: 'pri_devil_m',
  devil_yearly: 'pri_devil_y',
  god_monthly: 'pri_god_m',
  god_yearly: 'pri_god_y',
  sister_monthly: 'pri_sister_m',
  sister_yearly: 'pri_sister_y',
  sister_lifetime: 'pri_sister_l',
};
/** Paddle configured for webhooks only (no API key): the real verification path with a known secret. */
export const PADDLE_WEBHOOK_ENV = { PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET, PADDLE_PRICE_IDS: JSON.stringify(PRICE_IDS) };

export function newTransactionId() {
  return `txn_${randomBytes(10).toString('hex')}`;
}

/** A `transaction.completed` notification as Paddle sends it (snake_case, the fields the SDK reads). */
export function completedEvent(opts: { transactionId?: string; priceId: string; customData?: Record<string, unknown>; eventType?: string }) {
  const at = new Date().toISOString();
  return {
    event_id: `evt_${randomBytes(8).toString('hex')}`,
    event_type: opts.eventType ?? 'transaction.completed',
    occurred_at: at,
    notification_id: `ntf_${randomBytes(8).toString('hex')}`,
    data: {
      id: opts.transactionId ?? newTransactionId(),
      status: 'completed',
      customer_id: 'ctm_01test',
      custom_data: opts.customData ?? null,
      currency_code: 'USD',
      origin: 'web',
      collection_mode: 'automatic',
      items: [
        {
          price: { id: opts.priceId, product_id: 'pro_01test', description: 'plan', tax_mode: 'account_setting', unit_price: { amount: '34999', currency_code: 'USD' }, quantity: { minimum: 1, maximum: 1 }, status: 'active' },
          quantity: 1,
        },
      ],
      payments: [],
      created_at: at,
      updated_at: at,
      billed_at: at,
    },
  };
}

/** Signs exactly as Paddle: `ts=<unix>;h1=HMAC-SHA256(secret, ts + ':' + body)` (hex). */
export function sign(rawBody: string, secret = WEBHOOK_SECRET, unixSeconds = Math.floor(Date.now() / 1000)) {
  const h1 = createHmac('sha256', secret).update(`${unixSeconds}:${rawBody}`).digest('hex');
  return `ts=${unixSeconds};h1=${h1}`;
}

export function webhookRequest(rawBody: string, signature?: string) {
  return {
    method: 'POST' as const,
    url: '/api/v1/payments/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'paddle-signature': signature } : {}) },
    payload: rawBody,
  };
}

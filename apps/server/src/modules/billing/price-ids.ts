import { PRICE_ID_KEYS, planFromPriceIdKey, type PurchasedPlan } from '@haven/core';
import type { Config } from '../../config';

/** Price ids in test mode (no Paddle keys): stable local names so test events name a real plan. */
const TEST_PRICE_PREFIX = 'pri_test_';

export type PriceIdTable = Record<string, string>;

/**
 * `PADDLE_PRICE_IDS` (JSON, keyed as `priceIdKey` names) with local test ids filling the gaps while
 * Paddle is not configured. A malformed value is reported once and treated as empty.
 */
export function loadPriceIds(config: Config, warn: (msg: string) => void = () => {}): PriceIdTable {
  let configured: PriceIdTable = {};
  if (config.PADDLE_PRICE_IDS) {
    try {
      const parsed: unknown = JSON.parse(config.PADDLE_PRICE_IDS);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        configured = Object.fromEntries(Object.entries(parsed).filter(([k, v]) => PRICE_ID_KEYS.includes(k) && typeof v === 'string' && v.length > 0)) as PriceIdTable;
      } else warn('PADDLE_PRICE_IDS must be a JSON object; ignoring it');
    } catch {
      warn('PADDLE_PRICE_IDS is not valid JSON; ignoring it');
    }
  }
  if (!isTestMode(config)) return configured;
  const testIds = Object.fromEntries(PRICE_ID_KEYS.map((k) => [k, `${TEST_PRICE_PREFIX}${k}`]));
  return { ...testIds, ...configured };
}

/** The plan a paid price id stands for, or null when the id is not one of ours. */
export function planForPriceId(table: PriceIdTable, priceId: string | null | undefined): PurchasedPlan | null {
  if (!priceId) return null;
  const key = Object.entries(table).find(([, id]) => id === priceId)?.[0];
  return key ? planFromPriceIdKey(key) : null;
}

/**
 * Haven's own checkout (no card, signed locally) runs only when no Paddle credential is set at all
 * and never in production, so a deployment with real payments can never mint a free grant.
 */
export function isTestMode(config: Config): boolean {
  return !config.isProduction && !config.PADDLE_API_KEY && !config.PADDLE_WEBHOOK_SECRET && !config.PADDLE_CLIENT_TOKEN;
}

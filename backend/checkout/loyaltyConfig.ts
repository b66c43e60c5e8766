import { configValue } from '../repositories/storeRepository';
import type { Db } from '../types';

/**
 * The merchant's reward points and store credit settings: the one place the backend reads them. As
 * in paymentConfig.ts, a core_config row (store scope, then default scope) wins over the default
 * here; the demo shop saves the same values (backend/seed/store.ts). Amounts are in the base
 * currency (IDR): one point per Rp 1.000 spent, each point worth Rp 10 when spent (1%).
 */

/** Rupiah of a completed order's subtotal that earn one point. */
export const RUPIAH_PER_POINT_EARNED = 1000;
/** Rupiah one point is worth when spent on a cart. */
export const RUPIAH_PER_POINT_REDEEMED = 10;

export const LOYALTY_CONFIG_DEFAULTS: Readonly<Record<string, string>> = {
  'reward/points/earn_per_amount': String(RUPIAH_PER_POINT_EARNED),
  'reward/points/money_per_point': String(RUPIAH_PER_POINT_REDEEMED),
  // Whether customers may see and spend store credit ('0' turns it off, as Adobe Commerce's switch does).
  'customer/store_credit/active': '1',
};

function loyaltyConfig(db: Db, storeId: number, path: string): string {
  return configValue(db, storeId, path) ?? LOYALTY_CONFIG_DEFAULTS[path];
}

/** A positive rate from the configuration, else its default (a bad value must not make points free or worthless). */
function rate(db: Db, storeId: number, path: string): number {
  const value = Number(loyaltyConfig(db, storeId, path));
  return Number.isFinite(value) && value > 0 ? value : Number(LOYALTY_CONFIG_DEFAULTS[path]);
}

export interface RewardRates {
  /** Money spent (currency_amount) for `points` points. */
  earning: { currency_amount: number; points: number };
  /** Points (`points`) worth currency_amount when spent. */
  redemption: { currency_amount: number; points: number };
}

export function rewardRates(db: Db, storeId: number): RewardRates {
  return {
    earning: { currency_amount: rate(db, storeId, 'reward/points/earn_per_amount'), points: 1 },
    redemption: { currency_amount: rate(db, storeId, 'reward/points/money_per_point'), points: 1 },
  };
}

/** Rupiah one point is worth when spent. */
export const moneyPerPoint = (db: Db, storeId: number): number => rate(db, storeId, 'reward/points/money_per_point');

export function storeCreditEnabled(db: Db, storeId: number): boolean {
  return loyaltyConfig(db, storeId, 'customer/store_credit/active') === '1';
}

import { configValue } from '../repositories/storeRepository';
import type { Db } from '../types';

// Magento's Sales > Sales > Orders Cron Settings > "Pending Payment Order Lifetime (minutes)": how
// long an unpaid order keeps its stock before it is cancelled (Magento\Sales\Model\CronJob\CleanExpiredOrders).

export const PENDING_ORDER_LIFETIME_PATH = 'sales/orders/delete_pending_after';
/** Magento ships 480 minutes; an Indonesian shop gives a bank transfer a day, as its instructions say. */
export const DEFAULT_PENDING_ORDER_LIFETIME_MINUTES = 1440;

/** The store's lifetime in whole minutes (1 or more); the default when unset or not such a number. */
export function pendingOrderLifetimeMinutes(db: Db, storeId: number): number {
  const minutes = Number(configValue(db, storeId, PENDING_ORDER_LIFETIME_PATH)?.trim() || NaN);
  return Number.isInteger(minutes) && minutes >= 1 ? minutes : DEFAULT_PENDING_ORDER_LIFETIME_MINUTES;
}

/** The lifetime in the customer's words: "24 hours", "90 minutes". */
export function lifetimeInWords(minutes: number): string {
  if (minutes % 60 !== 0) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

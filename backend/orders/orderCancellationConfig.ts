import { configValue } from '../repositories/storeRepository';
import type { Db } from '../types';

// Magento_OrderCancellation's settings (Sales > Sales > Order Cancellation): whether customers may
// cancel their orders (sales/cancellation/enabled, off by default) and the reasons they choose
// from (sales/cancellation/reasons, a JSON list of {description} rows as Magento's admin saves it).

/** Magento_OrderCancellation's etc/config.xml reasons. */
export const DEFAULT_CANCELLATION_REASONS = [
  'The item(s) are no longer needed',
  'The order was placed by mistake',
  'Item(s) not arriving within the expected timeframe',
  'Found a better price elsewhere',
  'Other',
] as const;

export function isOrderCancellationEnabled(db: Db, storeId: number): boolean {
  return configValue(db, storeId, 'sales/cancellation/enabled') === '1';
}

/** The store's reasons, in the admin's order; Magento's defaults when the store saved none (or nothing readable). */
export function cancellationReasons(db: Db, storeId: number): string[] {
  const saved = configValue(db, storeId, 'sales/cancellation/reasons');
  if (saved === null) return [...DEFAULT_CANCELLATION_REASONS];
  try {
    const rows = Object.values(JSON.parse(saved) as Record<string, { description?: unknown }>);
    const reasons = rows.map((row) => (typeof row?.description === 'string' ? row.description.trim() : '')).filter(Boolean);
    return reasons.length ? reasons : [...DEFAULT_CANCELLATION_REASONS];
  } catch {
    return [...DEFAULT_CANCELLATION_REASONS];
  }
}

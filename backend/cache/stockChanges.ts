import type { Db } from '../types';
import { productTag } from './cacheTags';

/**
 * Calls `onChange` with the ids of the products whose stock (quantity or in-stock flag) changed,
 * once the write that changed them has finished: whatever wrote it (an order, a cancellation
 * giving units back, a test). A TEMP trigger of this connection calls back into JavaScript, so
 * neither the checkout nor the database's migrations know about caches. The ids are collected
 * while the write's transaction runs and handed over in a microtask, after it (a rolled-back
 * write only costs a needless purge).
 */
export function watchStockChanges(db: Db, onChange: (productIds: number[]) => void): void {
  const changed = new Set<number>();
  const flush = () => {
    const ids = [...changed];
    changed.clear();
    onChange(ids);
  };
  db.function('storefront_stock_changed', (productId: number | bigint) => {
    if (changed.size === 0) queueMicrotask(flush);
    changed.add(Number(productId));
    return null;
  });
  db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS storefront_stock_changed AFTER UPDATE OF qty, is_in_stock ON main.product_stock
    WHEN OLD.qty IS NOT NEW.qty OR OLD.is_in_stock IS NOT NEW.is_in_stock
    BEGIN SELECT storefront_stock_changed(NEW.product_id); END`);
}

/**
 * The cache tags a stock change of `productIds` makes stale: the products themselves and every
 * product that shows them, as a configurable's variant, a bundle's selection or a grouped
 * product's member (their salability and price range follow their children's).
 */
export function stockChangeTags(db: Db, productIds: readonly number[]): string[] {
  const ids = JSON.stringify(productIds);
  const parents = db
    .prepare(
      `SELECT parent_id FROM configurable_links WHERE child_id IN (SELECT value FROM json_each(@ids))
       UNION SELECT parent_id FROM bundle_selections WHERE product_id IN (SELECT value FROM json_each(@ids))
       UNION SELECT product_id FROM product_links WHERE link_type = 'super' AND linked_product_id IN (SELECT value FROM json_each(@ids))`,
    )
    .pluck()
    .all({ ids }) as number[];
  return [...new Set([...productIds, ...parents])].map(productTag);
}

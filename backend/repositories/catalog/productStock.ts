import type { Db } from '../../types';
import { jsonList } from './ids';

export interface StockInfo {
  inStock: boolean;
  /** Salable quantity of a simple or virtual product; null for composite ones. */
  qty: number | null;
}

const OUT: StockInfo = { inStock: false, qty: null };

interface OwnStockRow {
  entity_id: number;
  type_id: string;
  qty: number | null;
  is_in_stock: number | null;
}

/** A simple product is salable when flagged in stock with a positive quantity. */
const ownInStock = (row: { qty: number | null; is_in_stock: number | null }) => row.is_in_stock === 1 && (row.qty ?? 0) > 0;

/**
 * Stock of the given products. Composite products follow their parts, as Magento's stock
 * indexer does: a configurable is in stock when an enabled child is, a grouped one when a
 * member is, a bundle when every required option has a salable selection.
 */
export function loadStockInfo(db: Db, ids: readonly number[]): Map<number, StockInfo> {
  const list = jsonList(ids);
  const rows = db
    .prepare(
      `SELECT p.entity_id, p.type_id, s.qty, s.is_in_stock FROM products p LEFT JOIN product_stock s ON s.product_id = p.entity_id
       WHERE p.entity_id IN (SELECT value FROM json_each(?))`,
    )
    .all(list) as OwnStockRow[];
  const partsInStock = (sql: string) =>
    new Set((db.prepare(sql).pluck().all(list) as number[]).map(Number));

  const configurableOk = partsInStock(
    `SELECT DISTINCT l.parent_id FROM configurable_links l JOIN products c ON c.entity_id = l.child_id AND c.status = 1
     JOIN product_stock s ON s.product_id = c.entity_id AND s.is_in_stock = 1 AND s.qty > 0
     WHERE l.parent_id IN (SELECT value FROM json_each(?))`,
  );
  const groupedOk = partsInStock(
    `SELECT DISTINCT l.product_id FROM product_links l JOIN products c ON c.entity_id = l.linked_product_id AND c.status = 1
     JOIN product_stock s ON s.product_id = c.entity_id AND s.is_in_stock = 1 AND s.qty > 0
     WHERE l.link_type = 'super' AND l.product_id IN (SELECT value FROM json_each(?))`,
  );
  // Bundles with a required option that has no salable selection.
  const bundleBlocked = partsInStock(
    `SELECT DISTINCT o.parent_id FROM bundle_options o
     WHERE o.required = 1 AND o.parent_id IN (SELECT value FROM json_each(?)) AND NOT EXISTS (
       SELECT 1 FROM bundle_selections bs JOIN products c ON c.entity_id = bs.product_id AND c.status = 1
       JOIN product_stock s ON s.product_id = c.entity_id AND s.is_in_stock = 1 AND s.qty > 0
       WHERE bs.option_id = o.option_id)`,
  );

  const result = new Map<number, StockInfo>();
  for (const row of rows) {
    const flagged = row.is_in_stock !== 0; // composite products may have no stock row of their own
    switch (row.type_id) {
      case 'configurable':
        result.set(row.entity_id, { inStock: flagged && configurableOk.has(row.entity_id), qty: null });
        break;
      case 'grouped':
        result.set(row.entity_id, { inStock: flagged && groupedOk.has(row.entity_id), qty: null });
        break;
      case 'bundle':
        result.set(row.entity_id, { inStock: flagged && !bundleBlocked.has(row.entity_id), qty: null });
        break;
      default:
        result.set(row.entity_id, { inStock: ownInStock(row), qty: row.qty ?? 0 });
    }
  }
  return result;
}

export const unknownStock = (): StockInfo => OUT;

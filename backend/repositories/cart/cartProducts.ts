import type { Db } from '../../types';
import type { ProductRow } from '../catalog/productRows';

/** The product a cart line names by SKU, enabled or not (a disabled one is "not found" to the caller). */
export function findProductBySku(db: Db, sku: string): ProductRow | null {
  return (db.prepare('SELECT * FROM products WHERE sku = ?').get(sku) as ProductRow | undefined) ?? null;
}

export interface OwnStock {
  qty: number;
  /** The is_in_stock flag; null when the product has no stock row (composite products may not). */
  flag: number | null;
}

export function ownStock(db: Db, productId: number): OwnStock {
  const row = db.prepare('SELECT qty, is_in_stock FROM product_stock WHERE product_id = ?').get(productId) as
    | { qty: number | null; is_in_stock: number | null }
    | undefined;
  return { qty: row?.qty ?? 0, flag: row?.is_in_stock ?? null };
}

/** Whether the configurable parent links this child. */
export function isChildOf(db: Db, parentId: number, childId: number): boolean {
  return db.prepare('SELECT 1 FROM configurable_links WHERE parent_id = ? AND child_id = ?').get(parentId, childId) !== undefined;
}

/** The product behind a bundle selection, for counting a bundle line's parts. */
export function selectionProductId(db: Db, selectionId: number): number | null {
  return (db.prepare('SELECT product_id FROM bundle_selections WHERE selection_id = ?').pluck().get(selectionId) as number | undefined) ?? null;
}

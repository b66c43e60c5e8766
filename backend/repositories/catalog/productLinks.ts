import type { Db } from '../../types';
import { groupBy } from './groupBy';
import { jsonList } from './ids';

export type LinkType = 'related' | 'upsell' | 'crosssell' | 'super';

export interface ProductLink {
  product_id: number;
  linked_product_id: number;
  position: number;
  qty: number;
}

/** Links of one type from each product to enabled products, by position. */
export function loadProductLinks(db: Db, linkType: LinkType, productIds: readonly number[]): Map<number, ProductLink[]> {
  const rows = db
    .prepare(
      `SELECT l.product_id, l.linked_product_id, l.position, l.qty FROM product_links l
       JOIN products p ON p.entity_id = l.linked_product_id AND p.status = 1
       WHERE l.link_type = ? AND l.product_id IN (SELECT value FROM json_each(?)) ORDER BY l.product_id, l.position, l.link_id`,
    )
    .all(linkType, jsonList(productIds)) as ProductLink[];
  return groupBy(rows, (row) => row.product_id);
}

export interface UrlRewriteRow {
  entity_id: number;
  request_path: string;
}

/** Direct (non-redirect) URLs of each product in the store. */
export function loadProductUrlRewrites(db: Db, storeId: number, productIds: readonly number[]): Map<number, UrlRewriteRow[]> {
  const rows = db
    .prepare(
      `SELECT entity_id, request_path FROM url_rewrites WHERE store_id = ? AND entity_type = 'product' AND redirect_type = 0
       AND entity_id IN (SELECT value FROM json_each(?)) ORDER BY entity_id, url_rewrite_id`,
    )
    .all(storeId, jsonList(productIds)) as UrlRewriteRow[];
  return groupBy(rows, (row) => row.entity_id);
}

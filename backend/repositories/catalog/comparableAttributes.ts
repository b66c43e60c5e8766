import type { Db } from '../../types';
import { jsonList } from './ids';

/** One chosen option of a comparable select attribute (is_comparable = 1) on a product. */
export interface ComparableOptionRow {
  product_id: number;
  attribute_code: string;
  frontend_label: string;
  label: string;
}

/** The comparable select-attribute values of the products, by attribute position then option order. */
export function loadComparableOptions(db: Db, productIds: readonly number[]): ComparableOptionRow[] {
  return db
    .prepare(
      `SELECT v.product_id, a.attribute_code, a.frontend_label, o.label
       FROM product_attribute_values v
       JOIN attributes a ON a.attribute_id = v.attribute_id AND a.is_comparable = 1
       JOIN attribute_options o ON o.option_id = v.option_id
       WHERE v.product_id IN (SELECT value FROM json_each(?))
       ORDER BY a.position, a.attribute_id, o.sort_order, o.option_id`,
    )
    .all(jsonList(productIds)) as ComparableOptionRow[];
}

/** Brand names by brand id. */
export function loadBrandNames(db: Db, brandIds: readonly number[]): Map<number, string> {
  const rows = db.prepare('SELECT brand_id, name FROM brands WHERE brand_id IN (SELECT value FROM json_each(?))').all(jsonList(brandIds)) as Array<{ brand_id: number; name: string }>;
  return new Map(rows.map((row) => [row.brand_id, row.name]));
}

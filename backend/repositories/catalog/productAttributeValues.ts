import type { Db } from '../../types';
import { groupBy } from './groupBy';
import { jsonList } from './ids';

/** One chosen option of a select attribute on a product, with the attribute's storefront settings. */
export interface ProductAttributeValueRow {
  product_id: number;
  attribute_id: number;
  attribute_code: string;
  frontend_label: string;
  is_filterable: number;
  is_comparable: number;
  position: number;
  option_id: number;
  label: string;
}

/** The select-attribute values of each product, by attribute position, label, then option order. */
export function loadProductAttributeValues(db: Db, productIds: readonly number[]): Map<number, ProductAttributeValueRow[]> {
  const rows = db
    .prepare(
      `SELECT v.product_id, a.attribute_id, a.attribute_code, a.frontend_label, a.is_filterable, a.is_comparable, a.position, o.option_id, o.label
       FROM product_attribute_values v
       JOIN attributes a ON a.attribute_id = v.attribute_id
       JOIN attribute_options o ON o.option_id = v.option_id
       WHERE v.product_id IN (SELECT value FROM json_each(?))
       ORDER BY a.position, a.frontend_label, a.attribute_id, o.sort_order, o.option_id`,
    )
    .all(jsonList(productIds)) as ProductAttributeValueRow[];
  return groupBy(rows, (row) => row.product_id);
}

/** Every option of an attribute, in its sort order. */
export function listAttributeOptions(db: Db, attributeId: number): Array<{ option_id: number; label: string }> {
  return db.prepare('SELECT option_id, label FROM attribute_options WHERE attribute_id = ? ORDER BY sort_order, option_id').all(attributeId) as Array<{ option_id: number; label: string }>;
}

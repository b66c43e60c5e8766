import type { Db } from '../../types';
import { groupBy } from './groupBy';
import { jsonList } from './ids';

export interface ConfigurableOptionValueRow {
  option_id: number;
  label: string;
  sort_order: number;
  swatch_type: number | null;
  swatch_value: string | null;
}

export interface ConfigurableOptionRow {
  product_id: number;
  attribute_id: number;
  attribute_code: string;
  label: string;
  default_label: string;
  frontend_input: string;
  position: number;
  /** Options used by the product's enabled children, in the attribute's order. */
  values: ConfigurableOptionValueRow[];
}

export interface VariantRow {
  parent_id: number;
  child_id: number;
  /** attribute_id -> option of the child for each configurable attribute. */
  options: Map<number, ConfigurableOptionValueRow>;
}

export interface ConfigurableData {
  options: ConfigurableOptionRow[];
  variants: VariantRow[];
}

/** Configurable attributes, their used values and the enabled children of each configurable product. */
export function loadConfigurableData(db: Db, productIds: readonly number[]): Map<number, ConfigurableData> {
  const list = jsonList(productIds);
  const attributes = db
    .prepare(
      `SELECT ca.product_id, ca.attribute_id, a.attribute_code, COALESCE(ca.label, a.frontend_label) AS label, a.frontend_label AS default_label,
              a.frontend_input, ca.position
       FROM configurable_attributes ca JOIN attributes a ON a.attribute_id = ca.attribute_id
       WHERE ca.product_id IN (SELECT value FROM json_each(?)) ORDER BY ca.product_id, ca.position, ca.attribute_id`,
    )
    .all(list) as Array<Omit<ConfigurableOptionRow, 'values'>>;
  const childValues = db
    .prepare(
      `SELECT l.parent_id, l.child_id, v.attribute_id, o.option_id, o.label, o.sort_order, o.swatch_type, o.swatch_value
       FROM configurable_links l JOIN products c ON c.entity_id = l.child_id AND c.status = 1
       JOIN configurable_attributes ca ON ca.product_id = l.parent_id
       JOIN product_attribute_values v ON v.product_id = l.child_id AND v.attribute_id = ca.attribute_id
       JOIN attribute_options o ON o.option_id = v.option_id
       WHERE l.parent_id IN (SELECT value FROM json_each(?)) ORDER BY l.parent_id, l.child_id`,
    )
    .all(list) as Array<ConfigurableOptionValueRow & { parent_id: number; child_id: number; attribute_id: number }>;

  const result = new Map<number, ConfigurableData>();
  const attributesByProduct = groupBy(attributes, (a) => a.product_id);
  const valuesByProduct = groupBy(childValues, (v) => v.parent_id);
  for (const productId of productIds) {
    const rows = valuesByProduct.get(productId) ?? [];
    const options = (attributesByProduct.get(productId) ?? []).map((attribute) => {
      const used = new Map<number, ConfigurableOptionValueRow>();
      for (const row of rows) if (row.attribute_id === attribute.attribute_id) used.set(row.option_id, pickValue(row));
      return { ...attribute, values: [...used.values()].sort((a, b) => a.sort_order - b.sort_order || a.option_id - b.option_id) };
    });
    const variants = [...groupBy(rows, (r) => r.child_id).entries()].map(([childId, values]) => ({
      parent_id: productId,
      child_id: childId,
      options: new Map(values.map((v) => [v.attribute_id, pickValue(v)])),
    }));
    // A child lacking a value for one of the attributes cannot be chosen: leave it out.
    const complete = variants.filter((variant) => options.every((option) => variant.options.has(option.attribute_id)));
    result.set(productId, { options, variants: complete });
  }
  return result;
}

const pickValue = (row: ConfigurableOptionValueRow): ConfigurableOptionValueRow => ({
  option_id: row.option_id,
  label: row.label,
  sort_order: row.sort_order,
  swatch_type: row.swatch_type,
  swatch_value: row.swatch_value,
});

import type { Db } from '../../types';
import { groupBy } from './groupBy';
import { jsonList } from './ids';

export interface BundleSelectionRow {
  selection_id: number;
  option_id: number;
  product_id: number;
  selection_qty: number;
  can_change_qty: number;
  is_default: number;
  position: number;
  price_type: number;
  price_value: number;
}

export interface BundleOptionRow {
  option_id: number;
  parent_id: number;
  title: string;
  required: number;
  type: string;
  position: number;
  selections: BundleSelectionRow[];
}

/** Options of each bundle, by position, with their selections of enabled products. */
export function loadBundleOptions(db: Db, productIds: readonly number[]): Map<number, BundleOptionRow[]> {
  const list = jsonList(productIds);
  const options = db
    .prepare('SELECT * FROM bundle_options WHERE parent_id IN (SELECT value FROM json_each(?)) ORDER BY parent_id, position, option_id')
    .all(list) as Array<Omit<BundleOptionRow, 'selections'>>;
  const selections = groupBy(
    db
      .prepare(
        `SELECT s.selection_id, s.option_id, s.product_id, s.selection_qty, s.can_change_qty, s.is_default, s.position, s.price_type, s.price_value
         FROM bundle_selections s JOIN products p ON p.entity_id = s.product_id AND p.status = 1
         WHERE s.parent_id IN (SELECT value FROM json_each(?)) ORDER BY s.option_id, s.position, s.selection_id`,
      )
      .all(list) as BundleSelectionRow[],
    (s) => s.option_id,
  );
  return groupBy(
    options.map((option) => ({ ...option, selections: selections.get(option.option_id) ?? [] })),
    (option) => option.parent_id,
  );
}

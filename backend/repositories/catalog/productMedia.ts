import type { Db } from '../../types';
import { groupBy } from './groupBy';
import { jsonList } from './ids';

export interface MediaRow {
  value_id: number;
  product_id: number;
  file: string;
  label: string | null;
  position: number;
  disabled: number;
  media_type: string;
}

/** Gallery entries of each product, by position. */
export function loadMediaGalleries(db: Db, productIds: readonly number[]): Map<number, MediaRow[]> {
  const rows = db
    .prepare('SELECT * FROM product_media_gallery WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position, value_id')
    .all(jsonList(productIds)) as MediaRow[];
  return groupBy(rows, (row) => row.product_id);
}

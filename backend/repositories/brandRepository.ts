import type { Db } from '../types';
import { CATALOG_VISIBILITY } from './catalog/productRows';
import { filterTypeWhere, type FilterTypeFilter } from './filterTypeInput';

export interface BrandRecord {
  brand_id: number;
  name: string;
  url_key: string;
  /** Media-relative, e.g. "brands/lumira-beauty.png". */
  logo: string | null;
  description: string | null;
  is_featured: number;
  /** Products the brand's listing shows (enabled, visible in the catalogue): what `filter: {brand}` counts. */
  product_quantity: number;
}

/** Mageplaza's filter fields and the columns they read (option_id: the catalogue's brand filter value, the brand id here). */
const FILTER_COLUMNS = {
  brand_id: 'b.brand_id',
  option_id: 'b.brand_id',
  url_key: 'b.url_key',
  is_featured: 'b.is_featured',
  value: 'b.name',
  default_value: 'b.name',
} as const;

/** Every brand the filter selects, by name (A to Z), with its product count. */
export function findBrands(db: Db, filter: FilterTypeFilter | null | undefined): BrandRecord[] {
  const where = filterTypeWhere(filter, FILTER_COLUMNS);
  return db
    .prepare(
      `SELECT b.brand_id, b.name, b.url_key, b.logo, b.description, b.is_featured, COUNT(p.entity_id) AS product_quantity
       FROM brands b
       LEFT JOIN products p ON p.brand_id = b.brand_id AND p.status = 1 AND p.visibility IN (${CATALOG_VISIBILITY.join(',')})
       WHERE ${where.sql}
       GROUP BY b.brand_id
       ORDER BY b.name COLLATE NOCASE, b.brand_id`,
    )
    .all(...where.params) as BrandRecord[];
}

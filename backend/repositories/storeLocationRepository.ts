import type { Db } from '../types';
import { filterTypeWhere, type FilterTypeFilter } from './filterTypeInput';

/** Provinces outside Western Indonesia Time (WIB, Asia/Jakarta): their stores keep local hours. */
const CENTRAL_REGIONS = ['BA', 'NB', 'NT', 'KS', 'KI', 'KU', 'SN', 'SR', 'SG', 'SA', 'ST', 'GO'];
const EASTERN_REGIONS = ['MA', 'MU', 'PA', 'PB', 'PD', 'PE', 'PS', 'PT'];
const sqlList = (codes: string[]) => codes.map((code) => `'${code}'`).join(',');

/**
 * Mageplaza's location fields and the SQL that gives each from `store_locations`: one map for what
 * a filter reads and what the query answers, so a filter always matches the value shown. Fields
 * the shop does not store are NULL or Mageplaza's default.
 */
export const LOCATION_COLUMNS = {
  location_id: 'l.location_id',
  name: 'l.name',
  status: 'l.is_active',
  description: 'NULL',
  store_ids: "'0'",
  city: 'l.city',
  country: 'l.country_id',
  street: 'l.address',
  state_province: 'l.region',
  postal_code: 'l.postcode',
  url_key: 'l.url_key',
  latitude: 'l.latitude',
  longitude: 'l.longitude',
  phone_one: 'l.phone',
  phone_two: 'NULL',
  website: 'NULL',
  is_config_website: "'0'",
  fax: 'NULL',
  email: 'l.email',
  images: 'l.image',
  is_default_store: "'0'",
  time_zone: `CASE WHEN l.region_code IN (${sqlList(CENTRAL_REGIONS)}) THEN 'Asia/Makassar' WHEN l.region_code IN (${sqlList(EASTERN_REGIONS)}) THEN 'Asia/Jayapura' ELSE 'Asia/Jakarta' END`,
  is_config_time_zone: "'0'",
  sort_order: 'l.position',
  created_at: 'NULL',
  updated_at: 'NULL',
  product_ids: 'NULL',
  is_show_product_page: "'0'",
  is_selected_all_product: "'1'",
} as const;

export type LocationField = keyof typeof LOCATION_COLUMNS;

/** A location as the query answers it: each Mageplaza field's stored value, plus the opening hours' JSON. */
export type LocationRecord = Record<LocationField, string | number | null> & {
  /** JSON: [{"day":"Monday","open":"08:00","close":"22:00"}, ...] (a day left out is closed). */
  opening_hours: string;
};

const SELECT_LIST = Object.entries(LOCATION_COLUMNS)
  .map(([field, sql]) => `${sql} AS ${field}`)
  .join(', ');

/** Every location the filter selects, in the merchant's order. */
export function findStoreLocations(db: Db, filter: FilterTypeFilter | null | undefined): LocationRecord[] {
  const where = filterTypeWhere(filter, LOCATION_COLUMNS);
  return db
    .prepare(`SELECT ${SELECT_LIST}, l.opening_hours AS opening_hours FROM store_locations l WHERE ${where.sql} ORDER BY l.position, l.location_id`)
    .all(...where.params) as LocationRecord[];
}

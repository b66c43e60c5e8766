import type { Db, RoutedFields } from '../../types';
import { jsonList } from './ids';

export type ProductTypeId = 'simple' | 'virtual' | 'configurable' | 'bundle' | 'grouped' | 'downloadable';

/** A row of `products`, as every product field resolver receives it. */
export interface ProductRow {
  entity_id: number;
  sku: string;
  type_id: ProductTypeId;
  name: string;
  url_key: string;
  visibility: number;
  status: number;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  weight: number | null;
  description: string | null;
  short_description: string | null;
  meta_title: string | null;
  meta_keyword: string | null;
  meta_description: string | null;
  brand_id: number | null;
  country_of_manufacture: string | null;
  image: string | null;
  small_image: string | null;
  thumbnail: string | null;
  swatch_image: string | null;
  new_from_date: string | null;
  new_to_date: string | null;
  price_view: string | null;
  dynamic_price: number | null;
  dynamic_sku: number | null;
  dynamic_weight: number | null;
  ship_bundle_items: string | null;
  /** Downloadable only: 1 when the buyer picks links (each priced), 0 when every link comes with the product. */
  links_purchased_separately: number | null;
  links_title: string | null;
  created_at: string;
  updated_at: string;
}

export const ENABLED = 1;
/** Visibility values that show a product in category listings, and in search results. */
export const CATALOG_VISIBILITY = [2, 4] as const;
export const SEARCH_VISIBILITY = [3, 4] as const;

type ProductTypename = 'SimpleProduct' | 'VirtualProduct' | 'ConfigurableProduct' | 'BundleProduct' | 'GroupedProduct' | 'DownloadableProduct';

const GRAPHQL_TYPE: Record<ProductTypeId, ProductTypename> = {
  simple: 'SimpleProduct',
  virtual: 'VirtualProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
  downloadable: 'DownloadableProduct',
};

/** The product as a ProductInterface value: the row plus the concrete GraphQL type. */
export type ProductValue = ProductRow & RoutedFields & { __typename: ProductTypename };

export const toProductValue = (row: ProductRow): ProductValue => ({ ...row, __typename: GRAPHQL_TYPE[row.type_id] ?? 'SimpleProduct' });

/** Rows of the given products, enabled or not, by id. */
export function loadProductRows(db: Db, ids: readonly number[]): Map<number, ProductRow> {
  const rows = db.prepare('SELECT * FROM products WHERE entity_id IN (SELECT value FROM json_each(?))').all(jsonList(ids)) as ProductRow[];
  return new Map(rows.map((row) => [row.entity_id, row]));
}

export function findEnabledProductById(db: Db, id: number): ProductRow | null {
  return (db.prepare('SELECT * FROM products WHERE entity_id = ? AND status = 1').get(id) as ProductRow | undefined) ?? null;
}

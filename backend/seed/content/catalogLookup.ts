import type { Db } from '../../types';

// Reads what the catalogue seed produced, so content names real categories and products.

export interface CategoryRef {
  entity_id: number;
  parent_id: number | null;
  name: string;
  url_path: string;
  level: number;
  path: string;
  image: string | null;
}

export interface ProductRef {
  entity_id: number;
  sku: string;
  name: string;
  url_key: string;
  type_id: string;
  price: number;
  special_price: number | null;
  small_image: string | null;
  created_at: string;
}

/** Active menu categories below the store root, by level then position. */
export function menuCategories(db: Db): CategoryRef[] {
  return db
    .prepare(
      `SELECT entity_id, parent_id, name, url_path, level, path, image FROM categories
       WHERE level >= 2 AND is_active = 1 AND include_in_menu = 1 ORDER BY level, position, entity_id`,
    )
    .all() as CategoryRef[];
}

export const topCategories = (categories: CategoryRef[]) => categories.filter((category) => category.level === 2);

export const childrenOf = (categories: CategoryRef[], parentId: number) => categories.filter((category) => category.parent_id === parentId);

const PRODUCT_COLUMNS = 'p.entity_id, p.sku, p.name, p.url_key, p.type_id, p.price, p.special_price, p.small_image, p.created_at';

/** Enabled products shown in the catalogue, in id order (a stable base for seeded sampling). */
export function visibleProducts(db: Db): ProductRef[] {
  return db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.status = 1 AND p.visibility IN (2, 4) ORDER BY p.entity_id`).all() as ProductRef[];
}

/** Visible products anywhere below (or in) a category. */
export function productsUnder(db: Db, category: CategoryRef): ProductRef[] {
  return db
    .prepare(
      `SELECT DISTINCT ${PRODUCT_COLUMNS} FROM products p
       JOIN product_categories pc ON pc.product_id = p.entity_id
       JOIN categories c ON c.entity_id = pc.category_id
       WHERE p.status = 1 AND p.visibility IN (2, 4) AND (c.entity_id = ? OR c.path LIKE ?)
       ORDER BY p.entity_id`,
    )
    .all(category.entity_id, `${category.path}/%`) as ProductRef[];
}

/** The price a shopper pays now (special price when lower). */
export const finalPrice = (product: ProductRef) =>
  product.special_price !== null && product.special_price < product.price ? product.special_price : product.price;

export function urlSuffix(db: Db, kind: 'product' | 'category'): string {
  return (db.prepare('SELECT value FROM core_config WHERE scope_id = 0 AND path = ?').pluck().get(`catalog/seo/${kind}_url_suffix`) as string | undefined) ?? '.html';
}

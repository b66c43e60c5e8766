import type { Db } from '../../types';
import { idFromUid, jsonList } from './ids';

export interface CategoryRow {
  entity_id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  name: string;
  url_key: string;
  url_path: string;
  is_active: number;
  include_in_menu: number;
  is_anchor: number;
  display_mode: string;
  image: string | null;
  description: string | null;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  default_sort_by: string | null;
  created_at: string;
}

export interface EqualFilter {
  eq?: string | null;
  in?: Array<string | null> | null;
}

export interface CategoryFilters {
  ids?: EqualFilter | null;
  category_uid?: EqualFilter | null;
  parent_id?: EqualFilter | null;
  parent_category_uid?: EqualFilter | null;
  url_key?: EqualFilter | null;
  url_path?: EqualFilter | null;
  name?: { match?: string | null } | null;
}

/** The values of an eq/in filter (eq wins, as Magento reads it); null when neither is set. */
export function equalValues(filter: EqualFilter | null | undefined): string[] | null {
  if (!filter) return null;
  if (filter.eq != null) return [filter.eq];
  if (filter.in != null) return filter.in.filter((v): v is string => v != null);
  return null;
}

const uidsToIds = (uids: string[]) => uids.map((uid) => idFromUid(uid) ?? -1);
const numbers = (values: string[]) => values.map((v) => (/^\d+$/.test(v.trim()) ? Number(v) : -1));

/** Level 0 (Root Catalog) and 1 (a store's root, "Default Category"): in Magento they have no URL. */
export const isRootCategory = (row: Pick<CategoryRow, 'level'>): boolean => row.level <= 1;

/** The store root's id and its active descendants matching the filters, sorted by position. */
export function findCategories(db: Db, rootId: number, filters: CategoryFilters | null | undefined): CategoryRow[] {
  const where = ['is_active = 1', '(entity_id = ? OR path LIKE ?)'];
  const params: unknown[] = [rootId, `%/${rootId}/%`];
  const addIn = (column: string, values: Array<string | number> | null) => {
    if (values === null) return;
    where.push(`${column} IN (SELECT value FROM json_each(?))`);
    params.push(jsonList(values));
  };
  const f = filters ?? {};
  const ids = equalValues(f.ids);
  addIn('entity_id', ids && numbers(ids));
  const uids = equalValues(f.category_uid);
  addIn('entity_id', uids && uidsToIds(uids));
  const parents = equalValues(f.parent_id);
  addIn('parent_id', parents && numbers(parents));
  const parentUids = equalValues(f.parent_category_uid);
  addIn('parent_id', parentUids && uidsToIds(parentUids));
  addIn('url_key', equalValues(f.url_key));
  addIn('url_path', equalValues(f.url_path));
  // A root has no URL, so no URL filter can find it.
  if (f.url_key != null || f.url_path != null) where.push('level >= 2');
  if (f.name?.match != null) {
    where.push("name LIKE ? ESCAPE '\\'");
    params.push(`%${f.name.match.replace(/[\\%_]/g, '\\$&')}%`);
  }
  return db.prepare(`SELECT * FROM categories WHERE ${where.join(' AND ')} ORDER BY level, position, entity_id`).all(...params) as CategoryRow[];
}

export function findActiveCategoryById(db: Db, id: number): CategoryRow | null {
  return (db.prepare('SELECT * FROM categories WHERE entity_id = ? AND is_active = 1').get(id) as CategoryRow | undefined) ?? null;
}

export function loadCategoryRows(db: Db, ids: readonly number[]): Map<number, CategoryRow> {
  const rows = db.prepare('SELECT * FROM categories WHERE entity_id IN (SELECT value FROM json_each(?))').all(jsonList(ids)) as CategoryRow[];
  return new Map(rows.map((row) => [row.entity_id, row]));
}

/** Active children of each given category, by position. */
export function loadActiveChildren(db: Db, parentIds: readonly number[]): Map<number, CategoryRow[]> {
  const rows = db
    .prepare('SELECT * FROM categories WHERE is_active = 1 AND parent_id IN (SELECT value FROM json_each(?)) ORDER BY position, entity_id')
    .all(jsonList(parentIds)) as CategoryRow[];
  const byParent = new Map<number, CategoryRow[]>();
  for (const row of rows) byParent.set(row.parent_id as number, [...(byParent.get(row.parent_id as number) ?? []), row]);
  return byParent;
}

/** How many categories lie below each given one (all levels, as Magento's children_count). */
export function loadDescendantCounts(db: Db, categories: readonly CategoryRow[]): Map<number, number> {
  const count = db.prepare('SELECT COUNT(*) FROM categories WHERE path LIKE ?').pluck();
  return new Map(categories.map((c) => [c.entity_id, count.get(`${c.path}/%`) as number]));
}

export function categoryIdsByUrlPath(db: Db, urlPaths: readonly string[]): number[] {
  return db.prepare('SELECT entity_id FROM categories WHERE is_active = 1 AND url_path IN (SELECT value FROM json_each(?))').pluck().all(jsonList(urlPaths)) as number[];
}

/** Ancestors of a category below the store root (level 2 and deeper), top-down. */
export function loadAncestors(db: Db, category: CategoryRow): CategoryRow[] {
  const ids = category.path.split('/').map(Number).slice(0, -1);
  const rows = loadCategoryRows(db, ids);
  return ids.map((id) => rows.get(id)).filter((row): row is CategoryRow => Boolean(row && row.level >= 2));
}

/** Active categories each product is assigned to, by level and position. */
export function loadProductCategories(db: Db, productIds: readonly number[]): Map<number, CategoryRow[]> {
  const rows = db
    .prepare(
      `SELECT pc.product_id AS owner_id, c.* FROM product_categories pc JOIN categories c ON c.entity_id = pc.category_id AND c.is_active = 1
       WHERE pc.product_id IN (SELECT value FROM json_each(?)) ORDER BY c.level, c.position`,
    )
    .all(jsonList(productIds)) as Array<CategoryRow & { owner_id: number }>;
  const byProduct = new Map<number, CategoryRow[]>();
  for (const { owner_id, ...row } of rows) byProduct.set(owner_id, [...(byProduct.get(owner_id) ?? []), row]);
  return byProduct;
}

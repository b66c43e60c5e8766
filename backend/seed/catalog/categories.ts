import type { Db } from '../../types';
import { CATEGORY_TREE, type CategoryNode, type TopCategory } from './taxonomy';
import { slugify } from '../../text/slug';
import { insertRows } from './sqlInsert';

export const ROOT_CATEGORY_ID = 1;
export const STORE_ROOT_CATEGORY_ID = 2;
const CREATED_AT = '2025-01-02 08:00:00';

export interface CategoryRecord {
  id: number;
  parentId: number | null;
  /** "1/2/5" */
  path: string;
  level: number;
  position: number;
  name: string;
  urlKey: string;
  /** "skincare/face/serum" ("" for the two roots). */
  urlPath: string;
  node: CategoryNode;
  /** The level-2 category this one belongs to (null for the two roots). */
  top: TopCategory | null;
  topId: number | null;
  /** Media-relative image path for top categories. */
  image: string | null;
  description: string | null;
}

/** Turns CATEGORY_TREE into rows: ids depth-first from 3, paths, levels, url paths and positions. */
export function buildCategories(): CategoryRecord[] {
  const records: CategoryRecord[] = [
    { id: ROOT_CATEGORY_ID, parentId: null, path: '1', level: 0, position: 0, name: 'Root Catalog', urlKey: 'root-catalog', urlPath: '', node: { name: 'Root Catalog' }, top: null, topId: null, image: null, description: null },
    { id: STORE_ROOT_CATEGORY_ID, parentId: ROOT_CATEGORY_ID, path: '1/2', level: 1, position: 1, name: 'Default Category', urlKey: 'default-category', urlPath: '', node: { name: 'Default Category' }, top: null, topId: null, image: null, description: null },
  ];
  const visit = (node: CategoryNode, parent: CategoryRecord, position: number, top: TopCategory, topId: number | null): void => {
    const id = records.length + 1;
    const urlKey = slugify(node.name);
    const isTop = parent.id === STORE_ROOT_CATEGORY_ID;
    const record: CategoryRecord = {
      id,
      parentId: parent.id,
      path: `${parent.path}/${id}`,
      level: parent.level + 1,
      position,
      name: node.name,
      urlKey,
      urlPath: parent.urlPath ? `${parent.urlPath}/${urlKey}` : urlKey,
      node,
      top,
      topId: topId ?? id,
      image: isTop ? `catalog/category/${urlKey}.jpg` : null,
      description: isTop ? `<p>${top.tagline}</p>` : `<p>Shop ${node.name.toLowerCase()} in ${parent.name}. ${top.tagline}</p>`,
    };
    records.push(record);
    node.children?.forEach((child, index) => visit(child, record, index + 1, top, record.topId));
  };
  CATEGORY_TREE.forEach((top, index) => visit(top, records[1], index + 1, top, null));
  return records;
}

/** Categories that sell products directly (the deepest ones). */
export function leafCategories(categories: readonly CategoryRecord[]): CategoryRecord[] {
  return categories.filter((category) => category.top && !category.node.children);
}

export function insertCategories(db: Db, categories: readonly CategoryRecord[]): void {
  insertRows(
    db,
    'categories',
    categories.map((category) => ({
      entity_id: category.id,
      parent_id: category.parentId,
      path: category.path,
      level: category.level,
      position: category.position,
      name: category.name,
      url_key: category.urlKey,
      url_path: category.urlPath || category.urlKey,
      is_active: 1,
      include_in_menu: category.level >= 2 ? 1 : 0,
      is_anchor: 1,
      display_mode: 'PRODUCTS',
      image: category.image,
      description: category.description,
      meta_title: category.top ? `${category.name} | Jingga Health & Beauty` : null,
      meta_keywords: category.top ? `${category.name.toLowerCase()}, ${category.top.name.toLowerCase()}, jingga` : null,
      meta_description: category.top ? category.top.tagline : null,
      default_sort_by: category.level >= 2 ? 'position' : null,
      created_at: CREATED_AT,
    })),
  );
  db.prepare("INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, 'catalog/category/root_id', ?)").run(String(STORE_ROOT_CATEGORY_ID));
}

import type { Db } from '../types';

/** A store view with its group and website, as StoreConfig exposes them. */
export interface StoreViewRow {
  store_id: number;
  code: string;
  name: string;
  sort_order: number;
  is_default: number;
  website_id: number;
  website_code: string;
  website_name: string;
  group_id: number;
  group_code: string;
  group_name: string;
}

const COLUMNS = 'store_id, code, name, sort_order, is_default, website_id, website_code, website_name, group_id, group_code, group_name';

export function findStoreView(db: Db, storeId: number): StoreViewRow {
  const row = db.prepare(`SELECT ${COLUMNS} FROM stores WHERE store_id = ?`).get(storeId) as StoreViewRow | undefined;
  if (!row) throw new Error(`Store view ${storeId} is missing`);
  return row;
}

/** Active store views of a website, optionally only those of one store group, in sort order. */
export function listActiveStoreViews(db: Db, websiteId: number, groupId: number | null): StoreViewRow[] {
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM stores WHERE is_active = 1 AND website_id = ? AND (? IS NULL OR group_id = ?)
       ORDER BY sort_order, store_id`,
    )
    .all(websiteId, groupId, groupId) as StoreViewRow[];
}

/** The default group of a website: the group of its default store view (else its first). */
export function defaultGroupId(db: Db, websiteId: number): number | null {
  return (
    (db
      .prepare('SELECT group_id FROM stores WHERE website_id = ? ORDER BY is_default DESC, sort_order, store_id LIMIT 1')
      .pluck()
      .get(websiteId) as number | undefined) ?? null
  );
}

/** The store root category (level 1) the shop's menus and catalogue hang from. */
export function findRootCategoryId(db: Db): number | null {
  return (db.prepare('SELECT entity_id FROM categories WHERE level = 1 ORDER BY position, entity_id LIMIT 1').pluck().get() as number | undefined) ?? null;
}

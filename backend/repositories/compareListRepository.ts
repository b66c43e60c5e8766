import { randomBytes } from 'node:crypto';
import type { Db } from '../types';
import { jsonList } from './catalog/ids';
import type { ProductRow } from './catalog/productRows';

// The compare_lists and compare_list_items tables (migration 017). Dates are UTC
// "YYYY-MM-DD HH:MM:SS", as Magento writes them.

export interface CompareListRow {
  list_id: number;
  /** The uid the shopper knows the list by. */
  list_id_mask: string;
  customer_id: number | null;
  created_at: string;
}

const dateTime = (now: Date) => now.toISOString().slice(0, 19).replace('T', ' ');

export function findCompareListByMask(db: Db, mask: string): CompareListRow | null {
  return (db.prepare('SELECT * FROM compare_lists WHERE list_id_mask = ?').get(mask) as CompareListRow | undefined) ?? null;
}

export function findCompareListById(db: Db, listId: number): CompareListRow | null {
  return (db.prepare('SELECT * FROM compare_lists WHERE list_id = ?').get(listId) as CompareListRow | undefined) ?? null;
}

export function findCustomerCompareList(db: Db, customerId: number): CompareListRow | null {
  return (db.prepare('SELECT * FROM compare_lists WHERE customer_id = ?').get(customerId) as CompareListRow | undefined) ?? null;
}

/** A new, empty list (a guest's when customerId is null) under a fresh 32-character mask, as Magento's getUniqueHash makes. */
export function createCompareList(db: Db, customerId: number | null, now: Date = new Date()): CompareListRow {
  const mask = randomBytes(16).toString('hex');
  const listId = Number(db.prepare('INSERT INTO compare_lists (list_id_mask, customer_id, created_at) VALUES (?, ?, ?)').run(mask, customerId, dateTime(now)).lastInsertRowid);
  return findCompareListById(db, listId) as CompareListRow;
}

export function setCompareListCustomer(db: Db, listId: number, customerId: number): void {
  db.prepare('UPDATE compare_lists SET customer_id = ? WHERE list_id = ?').run(customerId, listId);
}

export function deleteCompareList(db: Db, listId: number): void {
  db.prepare('DELETE FROM compare_lists WHERE list_id = ?').run(listId);
}

/** Every product stored in the list, shown or not, in the order added. */
export function compareListProductIds(db: Db, listId: number): number[] {
  return db.prepare('SELECT product_id FROM compare_list_items WHERE list_id = ? ORDER BY item_id').pluck().all(listId) as number[];
}

/**
 * Adds the products that exist (enabled or not, as Magento's product repository finds them) and
 * are not in the list yet; unknown ids are passed over without a word, as Magento does.
 */
export function addCompareListProducts(db: Db, listId: number, productIds: readonly number[], storeId: number, now: Date = new Date()): void {
  db.prepare(
    `INSERT OR IGNORE INTO compare_list_items (list_id, product_id, store_id, added_at)
     SELECT ?, p.entity_id, ?, ? FROM json_each(?) ids JOIN products p ON p.entity_id = ids.value ORDER BY ids.key`,
  ).run(listId, storeId, dateTime(now), jsonList(productIds));
}

export function removeCompareListProducts(db: Db, listId: number, productIds: readonly number[]): void {
  db.prepare('DELETE FROM compare_list_items WHERE list_id = ? AND product_id IN (SELECT value FROM json_each(?))').run(listId, jsonList(productIds));
}

/**
 * The products the list shows, in the order added: Magento's comparable items collection keeps
 * those enabled and visible in the catalogue or in search; the others stay stored, unshown and uncounted.
 */
export function comparedProducts(db: Db, listId: number): ProductRow[] {
  return db
    .prepare(
      `SELECT p.* FROM compare_list_items i JOIN products p ON p.entity_id = i.product_id
       WHERE i.list_id = ? AND p.status = 1 AND p.visibility IN (2, 3, 4) ORDER BY i.item_id`,
    )
    .all(listId) as ProductRow[];
}

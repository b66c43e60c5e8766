import { randomBytes } from 'node:crypto';
import type { Db } from '../types';
import type { ProductTypeId } from './catalog/productRows';

// The wishlists and wishlist_items tables (migration 004): one wishlist per customer, as in Magento
// Open Source. Dates are UTC "YYYY-MM-DD HH:MM:SS", as Magento writes them.

export interface WishlistRow {
  wishlist_id: number;
  customer_id: number;
  sharing_code: string;
  updated_at: string;
}

/** A wishlist_items row with its product's type (which concrete GraphQL item type it is). */
export interface WishlistItemRow {
  wishlist_item_id: number;
  wishlist_id: number;
  product_id: number;
  qty: number;
  description: string | null;
  /** JSON of WishlistBuyRequest, or null for an item without options. */
  buy_request: string | null;
  added_at: string;
  product_type: ProductTypeId;
}

/** What the shopper chose for an item, as stored in wishlist_items.buy_request. */
export interface WishlistBuyRequest {
  /** The value uids as sent (configurable and bundle ones). */
  selected_options?: string[];
  /** The configurable child the chosen values name (Magento's simple_product option). */
  simple_product?: number;
  /** The chosen value of each configurable attribute given (Magento's attributes option). */
  configurable?: Array<{ attribute_id: number; option_id: number }>;
  /** The chosen bundle selections and their quantities. */
  bundle?: Array<{ option_id: number; selection_id: number; qty: number }>;
}

/** "YYYY-MM-DD HH:MM:SS" in UTC. */
export const wishlistDateTime = (now: Date = new Date()): string => now.toISOString().slice(0, 19).replace('T', ' ');

export function findWishlist(db: Db, wishlistId: number): WishlistRow | null {
  return (db.prepare('SELECT * FROM wishlists WHERE wishlist_id = ?').get(wishlistId) as WishlistRow | undefined) ?? null;
}

export function findCustomerWishlist(db: Db, customerId: number): WishlistRow | null {
  return (db.prepare('SELECT * FROM wishlists WHERE customer_id = ?').get(customerId) as WishlistRow | undefined) ?? null;
}

/** The customer's wishlist, made (empty, with a new sharing code) when the customer has none yet. */
export function customerWishlist(db: Db, customerId: number, now: Date = new Date()): WishlistRow {
  const existing = findCustomerWishlist(db, customerId);
  if (existing) return existing;
  // Magento's sharing code is a 32-character hex hash.
  db.prepare('INSERT OR IGNORE INTO wishlists (customer_id, sharing_code, updated_at) VALUES (?, ?, ?)').run(customerId, randomBytes(16).toString('hex'), wishlistDateTime(now));
  return findCustomerWishlist(db, customerId) as WishlistRow;
}

export function touchWishlist(db: Db, wishlistId: number, now: Date = new Date()): void {
  db.prepare('UPDATE wishlists SET updated_at = ? WHERE wishlist_id = ?').run(wishlistDateTime(now), wishlistId);
}

// Magento's item collection shows only items whose product is enabled and visible in the catalogue
// or in search; the others stay stored but are neither listed nor counted.
const VISIBLE_ITEMS = `FROM wishlist_items i JOIN products p ON p.entity_id = i.product_id
  WHERE i.wishlist_id = ? AND p.status = 1 AND p.visibility IN (2, 3, 4)`;

const ITEM_COLUMNS = 'SELECT i.wishlist_item_id, i.wishlist_id, i.product_id, i.qty, i.description, i.buy_request, i.added_at, p.type_id AS product_type';

export function countWishlistItems(db: Db, wishlistId: number): number {
  return db.prepare(`SELECT COUNT(*) ${VISIBLE_ITEMS}`).pluck().get(wishlistId) as number;
}

/** The visible items in the order they were added; `page` limits them to one page. */
export function listWishlistItems(db: Db, wishlistId: number, page?: { limit: number; offset: number }): WishlistItemRow[] {
  const sql = `${ITEM_COLUMNS} ${VISIBLE_ITEMS} ORDER BY i.wishlist_item_id${page ? ' LIMIT ? OFFSET ?' : ''}`;
  const params = page ? [wishlistId, page.limit, page.offset] : [wishlistId];
  return db.prepare(sql).all(...params) as WishlistItemRow[];
}

/** A visible item of this wishlist, or null (another wishlist's item counts as none). */
export function findWishlistItem(db: Db, wishlistId: number, itemId: number): WishlistItemRow | null {
  const sql = `${ITEM_COLUMNS} ${VISIBLE_ITEMS} AND i.wishlist_item_id = ?`;
  return (db.prepare(sql).get(wishlistId, itemId) as WishlistItemRow | undefined) ?? null;
}

export interface NewWishlistItem {
  productId: number;
  storeId: number;
  qty: number;
  buyRequest: WishlistBuyRequest | null;
  addedAt: string;
}

export function insertWishlistItem(db: Db, wishlistId: number, item: NewWishlistItem): number {
  return Number(
    db
      .prepare('INSERT INTO wishlist_items (wishlist_id, product_id, store_id, qty, description, buy_request, added_at) VALUES (?, ?, ?, ?, NULL, ?, ?)')
      .run(wishlistId, item.productId, item.storeId, item.qty, item.buyRequest ? JSON.stringify(item.buyRequest) : null, item.addedAt).lastInsertRowid,
  );
}

export function updateWishlistItem(db: Db, itemId: number, values: { qty: number; description: string | null; buyRequest: WishlistBuyRequest | null }): void {
  db.prepare('UPDATE wishlist_items SET qty = ?, description = ?, buy_request = ? WHERE wishlist_item_id = ?').run(
    values.qty,
    values.description,
    values.buyRequest ? JSON.stringify(values.buyRequest) : null,
    itemId,
  );
}

export function setWishlistItemQty(db: Db, itemId: number, qty: number): void {
  db.prepare('UPDATE wishlist_items SET qty = ? WHERE wishlist_item_id = ?').run(qty, itemId);
}

export function deleteWishlistItem(db: Db, itemId: number): void {
  db.prepare('DELETE FROM wishlist_items WHERE wishlist_item_id = ?').run(itemId);
}

export const buyRequestOf = (item: Pick<WishlistItemRow, 'buy_request'>): WishlistBuyRequest =>
  item.buy_request ? (JSON.parse(item.buy_request) as WishlistBuyRequest) : {};

import { randomBytes } from 'node:crypto';
import type { Db } from '../../types';

export interface CartRow {
  quote_id: number;
  masked_id: string;
  store_id: number;
  customer_id: number | null;
  is_active: number;
  email: string | null;
  /** The coupon code applied with applyCouponToCart (sales_rules.code), or null. */
  coupon_code: string | null;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const MASKED_ID_LENGTH = 32;

/** A 32-character random alphanumeric id, as Magento's masked quote ids are. */
export function newMaskedId(): string {
  return Array.from(randomBytes(MASKED_ID_LENGTH), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

export function findCartByMaskedId(db: Db, maskedId: string): CartRow | null {
  return (db.prepare('SELECT * FROM quotes WHERE masked_id = ?').get(maskedId) as CartRow | undefined) ?? null;
}

export function findActiveCustomerCart(db: Db, customerId: number, storeId: number): CartRow | null {
  return (
    (db
      .prepare('SELECT * FROM quotes WHERE customer_id = ? AND store_id = ? AND is_active = 1 ORDER BY quote_id DESC LIMIT 1')
      .get(customerId, storeId) as CartRow | undefined) ?? null
  );
}

export function insertCart(db: Db, cart: { maskedId: string; storeId: number; customerId: number | null; email?: string | null }): CartRow {
  const now = new Date().toISOString();
  db.prepare('INSERT INTO quotes (masked_id, store_id, customer_id, email, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    cart.maskedId,
    cart.storeId,
    cart.customerId,
    cart.email ?? null,
    now,
    now,
  );
  return findCartByMaskedId(db, cart.maskedId) as CartRow;
}

/**
 * Sum of line quantities, whether every line is virtual or downloadable (nothing to ship, as
 * Magento's isVirtual; an empty cart is not virtual) and the
 * subtotal in the base currency (unit price times quantity, summed).
 */
export function cartItemSummary(db: Db, quoteId: number): { totalQuantity: number; lineCount: number; isVirtual: boolean; subtotal: number } {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(qty), 0) AS total, COUNT(*) AS lines, SUM(CASE WHEN product_type IN ('virtual', 'downloadable') THEN 1 ELSE 0 END) AS virtual_lines,
              COALESCE(SUM(price * qty), 0) AS subtotal
       FROM quote_items WHERE quote_id = ?`,
    )
    .get(quoteId) as { total: number; lines: number; virtual_lines: number | null; subtotal: number };
  return { totalQuantity: row.total, lineCount: row.lines, isVirtual: row.lines > 0 && row.virtual_lines === row.lines, subtotal: row.subtotal };
}

export function setCartCoupon(db: Db, quoteId: number, code: string | null): void {
  db.prepare('UPDATE quotes SET coupon_code = ?, updated_at = ? WHERE quote_id = ?').run(code, new Date().toISOString(), quoteId);
}

/** Marks the cart inactive: every later use answers "The cart isn't active." */
export function deactivateCart(db: Db, quoteId: number): void {
  db.prepare('UPDATE quotes SET is_active = 0, updated_at = ? WHERE quote_id = ?').run(new Date().toISOString(), quoteId);
}

/** The cart row as stored now (after changes made through its id). */
export function reloadCart(db: Db, quoteId: number): CartRow {
  return db.prepare('SELECT * FROM quotes WHERE quote_id = ?').get(quoteId) as CartRow;
}

import type { Db } from '../types';

// A customer's store credit (004_customer): the balance in the base currency and every change to
// it. A customer without a row has no credit.

export interface StoreCreditHistoryRow {
  /** Magento's action label: Added, Used, Refunded, Updated or Reverted. */
  action: string;
  balance_change: number;
  /** The balance after this change. */
  balance_after: number;
  /** "YYYY-MM-DD HH:MM:SS". */
  created_at: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function storeCreditBalance(db: Db, customerId: number): number {
  return (db.prepare('SELECT balance FROM store_credit WHERE customer_id = ?').pluck().get(customerId) as number | undefined) ?? 0;
}

export function countStoreCreditHistory(db: Db, customerId: number): number {
  return db.prepare('SELECT COUNT(*) FROM store_credit_history WHERE customer_id = ?').pluck().get(customerId) as number;
}

/** One page of the changes to the balance, newest first. */
export function listStoreCreditHistory(db: Db, customerId: number, page: { limit: number; offset: number }): StoreCreditHistoryRow[] {
  return db
    .prepare(
      `SELECT action, balance_change, balance_after, created_at FROM store_credit_history
       WHERE customer_id = ? ORDER BY created_at DESC, entity_id DESC LIMIT ? OFFSET ?`,
    )
    .all(customerId, page.limit, page.offset) as StoreCreditHistoryRow[];
}

/**
 * Takes `amount` off the balance and writes the change to the history (action Used), only when the
 * balance holds it (checked in the UPDATE itself). Returns whether it did.
 */
export function spendStoreCredit(db: Db, spend: { customerId: number; amount: number; comment: string; orderId: number; at: string }): boolean {
  const amount = round2(spend.amount);
  // Half a sen of tolerance: the amount was rounded to sen from a REAL balance.
  const updated = db
    .prepare('UPDATE store_credit SET balance = MAX(0, ROUND(balance - ?, 2)) WHERE customer_id = ? AND balance >= ? - 0.005')
    .run(amount, spend.customerId, amount);
  if (updated.changes !== 1) return false;
  db.prepare(
    `INSERT INTO store_credit_history (customer_id, action, balance_change, balance_after, comment, order_id, created_at)
     VALUES (?, 'Used', ?, ?, ?, ?, ?)`,
  ).run(spend.customerId, -amount, storeCreditBalance(db, spend.customerId), spend.comment, spend.orderId, spend.at);
  return true;
}

/** Gives back store credit an order used (its cancellation), with its history row (action Reverted). */
export function revertStoreCredit(db: Db, revert: { customerId: number; amount: number; comment: string; orderId: number; at: string }): void {
  const amount = round2(revert.amount);
  db.prepare('INSERT INTO store_credit (customer_id, balance) VALUES (?, ?) ON CONFLICT (customer_id) DO UPDATE SET balance = ROUND(balance + excluded.balance, 2)').run(
    revert.customerId,
    amount,
  );
  db.prepare(
    `INSERT INTO store_credit_history (customer_id, action, balance_change, balance_after, comment, order_id, created_at)
     VALUES (?, 'Reverted', ?, ?, ?, ?, ?)`,
  ).run(revert.customerId, amount, storeCreditBalance(db, revert.customerId), revert.comment, revert.orderId, revert.at);
}

/** Marks the cart as spending store credit, remembering the balance the customer has now; null stops it. */
export function setCartStoreCredit(db: Db, quoteId: number, balanceWhenApplied: number | null): void {
  db.prepare('UPDATE quotes SET applied_store_credit_balance = ?, updated_at = ? WHERE quote_id = ?').run(balanceWhenApplied, new Date().toISOString(), quoteId);
}

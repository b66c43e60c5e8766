import type { Db } from '../types';
import { listCartItems, reservedQuantities } from './cart/cartItems';
import { selectionProductId } from './cart/cartProducts';

// What cancelling an order reads and writes (004_customer's sales tables, 022_medical_tests).

/** An order as cancelling or invoicing it needs it. */
export interface OrderState {
  entity_id: number;
  increment_id: string;
  store_id: number;
  customer_id: number | null;
  status: string;
  /** Magento's state of the status (new, processing, complete, closed, canceled, holded...). */
  state: string;
  payment_method: string;
  quote_id: number | null;
  reward_points_used: number;
  store_credit_used: number;
  /** The cart price rules the order got (Magento's applied_rule_ids), whose uses a cancellation gives back. */
  applied_rule_ids: string | null;
  /** What is left to pay after points and credit (base currency). */
  grand_total: number;
}

export function findOrderState(db: Db, entityId: number): OrderState | null {
  return (
    (db
      .prepare(
        `SELECT o.entity_id, o.increment_id, o.store_id, o.customer_id, o.status, s.state, o.payment_method, o.quote_id, o.reward_points_used, o.store_credit_used, o.grand_total, o.applied_rule_ids
         FROM sales_orders o JOIN sales_order_statuses s ON s.status = o.status WHERE o.entity_id = ?`,
      )
      .get(entityId) as OrderState | undefined) ?? null
  );
}

/**
 * Whether any of the order has left the shop: a shipment, a shipped line, a lab test whose sample was
 * taken, or a bought file downloaded (a careful shop's rule: a download cannot be given back).
 */
export function hasShippedAnything(db: Db, orderId: number): boolean {
  return (
    db
      .prepare(
        `SELECT EXISTS (SELECT 1 FROM sales_shipments WHERE order_id = @id)
             OR EXISTS (SELECT 1 FROM sales_order_items WHERE order_id = @id AND qty_shipped > 0)
             OR EXISTS (SELECT 1 FROM medical_tests WHERE order_id = @id AND status <> 'registered')
             OR EXISTS (SELECT 1 FROM downloadable_purchased_links WHERE order_id = @id AND number_of_downloads_used > 0)`,
      )
      .pluck()
      .get({ id: orderId }) === 1
  );
}

/** Moves the order from `from` to `to` (so two cancellations at once change it once). Returns whether it did. */
export function setOrderStatus(db: Db, orderId: number, change: { from: string; to: string; at: string }): boolean {
  return db.prepare('UPDATE sales_orders SET status = ?, updated_at = ? WHERE entity_id = ? AND status = ?').run(change.to, change.at, orderId, change.from).changes === 1;
}

/** Every line's quantity neither shipped, invoiced nor refunded becomes canceled (a refund's credit memo takes the invoiced part). */
export function cancelOpenQuantities(db: Db, orderId: number): void {
  db.prepare('UPDATE sales_order_items SET qty_canceled = qty_canceled + MAX(0, qty_ordered - MAX(qty_shipped, qty_invoiced) - qty_canceled) WHERE order_id = ?').run(orderId);
}

/**
 * The units the order took off each product's stock: read from its cart as placing it counted them
 * (a bundle's parts, a configurable's child), else from its lines (an order without its cart).
 */
function orderedUnits(db: Db, order: Pick<OrderState, 'entity_id' | 'quote_id'>): Map<number, number> {
  if (order.quote_id !== null && listCartItems(db, order.quote_id).length > 0) {
    return reservedQuantities(db, order.quote_id, (selectionId) => selectionProductId(db, selectionId));
  }
  const lines = db.prepare('SELECT product_id, qty_ordered FROM sales_order_items WHERE order_id = ? AND product_id IS NOT NULL').all(order.entity_id) as Array<{
    product_id: number;
    qty_ordered: number;
  }>;
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.product_id, (units.get(line.product_id) ?? 0) + line.qty_ordered);
  return units;
}

/**
 * Puts the order's units back in stock. A product sold out by orders is in stock again once it has
 * units (Magento's "Set Items' Status to be In Stock When Order is Cancelled"); one the merchant
 * took off sale with units left stays off. A product without a stock row is not stock-managed.
 */
export function returnOrderStock(db: Db, order: Pick<OrderState, 'entity_id' | 'quote_id'>): void {
  const update = db.prepare(
    `UPDATE product_stock SET is_in_stock = CASE WHEN qty <= 0 AND qty + @qty > 0 THEN 1 ELSE is_in_stock END, qty = qty + @qty WHERE product_id = @id`,
  );
  for (const [id, qty] of orderedUnits(db, order)) update.run({ id, qty });
}

/** A status-history comment; Magento keeps a cancellation's reason off the storefront. */
export function addOrderComment(db: Db, orderId: number, comment: string, at: string, visibleOnFront = false): void {
  db.prepare('INSERT INTO sales_order_comments (order_id, comment, is_visible_on_front, created_at) VALUES (?, ?, ?, ?)').run(orderId, comment, visibleOnFront ? 1 : 0, at);
}

/** The order's lab-test vouchers no sample was taken for stop working. */
/** The order's bought links stop working (Magento's SetLinkStatusObserver: a canceled or refunded line's links expire). */
export function expireDownloadableLinks(db: Db, orderId: number, at: string): void {
  db.prepare("UPDATE downloadable_purchased_links SET status = 'expired', updated_at = ? WHERE order_id = ?").run(at, orderId);
}

export function voidLabTestVouchers(db: Db, orderId: number): void {
  db.prepare("DELETE FROM medical_tests WHERE order_id = ? AND status = 'registered'").run(orderId);
}

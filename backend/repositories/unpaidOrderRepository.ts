import type { Db } from '../types';

// The orders still waiting for an offline payment (004_customer's sales_orders, 029's invoices,
// 019's payment confirmations), for the pending order lifetime (032_unpaid_order_expiry).

export interface UnpaidOrderQuery {
  storeId: number;
  paymentMethod: string;
  status: string;
  /** "YYYY-MM-DD HH:MM:SS" (UTC): orders last updated at or before it are expired. */
  updatedBefore: string;
  /** Only orders after this entity id (the last of the previous page), so an order left alone is not read again. */
  afterId: number;
  limit: number;
}

/**
 * The store's orders of the method still in the status, not invoiced and with no payment
 * confirmation sent (a customer who says they paid waits for the merchant), last updated at or
 * before the cut-off: a page of their entity ids, in order.
 */
export function findExpiredUnpaidOrders(db: Db, query: UnpaidOrderQuery): number[] {
  return db
    .prepare(
      `SELECT o.entity_id FROM sales_orders o
       WHERE o.payment_method = @paymentMethod AND o.status = @status AND o.store_id = @storeId AND o.updated_at <= @updatedBefore AND o.entity_id > @afterId
         AND NOT EXISTS (SELECT 1 FROM sales_invoices i WHERE i.order_id = o.entity_id)
         AND NOT EXISTS (SELECT 1 FROM payment_confirmations c WHERE c.order_id = o.entity_id)
       ORDER BY o.entity_id LIMIT @limit`,
    )
    .pluck()
    .all(query) as number[];
}

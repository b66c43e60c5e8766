import { randomBytes } from 'node:crypto';
import type { Db } from '../types';
import type { DownloadableLinkRow } from './catalog/downloadableLinks';

/** Magento's downloadable_link_purchased_item statuses. */
export type PurchasedLinkStatus = 'pending' | 'available' | 'expired' | 'pending_payment' | 'payment_review';

export interface PurchasedLinkRow {
  purchased_id: number;
  order_id: number;
  order_item_id: number;
  customer_id: number | null;
  product_id: number | null;
  link_id: number | null;
  link_title: string;
  sort_order: number;
  file_key: string;
  link_hash: string;
  number_of_downloads_bought: number;
  number_of_downloads_used: number;
  status: PurchasedLinkStatus;
  created_at: string;
  updated_at: string;
}

/** 256 random bits: the download URL is the secret that names the purchase, so it must not be guessable. */
const newLinkHash = (): string => randomBytes(32).toString('base64url');

/**
 * Records the links bought on an order line (Magento's SaveDownloadableOrderItemObserver): one row
 * per link, the allowance being the link's number_of_downloads times the quantity ordered (0 stays
 * unlimited).
 */
export function recordPurchasedLinks(
  db: Db,
  purchase: { orderId: number; orderItemId: number; customerId: number | null; productId: number; qty: number; status: PurchasedLinkStatus; at: string },
  links: readonly DownloadableLinkRow[],
): void {
  const insert = db.prepare(
    `INSERT INTO downloadable_purchased_links (order_id, order_item_id, customer_id, product_id, link_id, link_title, sort_order, file_key, link_hash,
       number_of_downloads_bought, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const link of links) {
    insert.run(
      purchase.orderId,
      purchase.orderItemId,
      purchase.customerId,
      purchase.productId,
      link.link_id,
      link.title,
      link.sort_order,
      link.file_key,
      newLinkHash(),
      link.number_of_downloads * purchase.qty,
      purchase.status,
      purchase.at,
      purchase.at,
    );
  }
}

/** The links bought on one order line, in the product's link order. */
export function listOrderItemLinks(db: Db, orderItemId: number): PurchasedLinkRow[] {
  return db.prepare('SELECT * FROM downloadable_purchased_links WHERE order_item_id = ? ORDER BY sort_order, purchased_id').all(orderItemId) as PurchasedLinkRow[];
}

/**
 * The customer's purchased links as Magento's GetPurchasedDownloadableProducts lists them: every
 * status but pending_payment and payment_review, with the order's number.
 */
export function listCustomerPurchasedLinks(db: Db, customerId: number): Array<PurchasedLinkRow & { increment_id: string }> {
  return db
    .prepare(
      `SELECT l.*, o.increment_id FROM downloadable_purchased_links l JOIN sales_orders o ON o.entity_id = l.order_id
       WHERE l.customer_id = ? AND l.status NOT IN ('pending_payment', 'payment_review') ORDER BY l.purchased_id`,
    )
    .all(customerId) as Array<PurchasedLinkRow & { increment_id: string }>;
}

export function findPurchasedLinkByHash(db: Db, hash: string): PurchasedLinkRow | null {
  return (db.prepare('SELECT * FROM downloadable_purchased_links WHERE link_hash = ?').get(hash) as PurchasedLinkRow | undefined) ?? null;
}

/**
 * Counts one download, only while the link is available with downloads left (checked in the same
 * statement, so two downloads at once cannot both take the last one); the last allowed download
 * expires the link, as Magento's download controller does. Returns whether it was counted.
 */
export function countDownload(db: Db, purchasedId: number, at: string): boolean {
  return (
    db
      .prepare(
        `UPDATE downloadable_purchased_links SET number_of_downloads_used = number_of_downloads_used + 1,
           status = CASE WHEN number_of_downloads_bought > 0 AND number_of_downloads_used + 1 >= number_of_downloads_bought THEN 'expired' ELSE status END,
           updated_at = ?
         WHERE purchased_id = ? AND status = 'available' AND (number_of_downloads_bought = 0 OR number_of_downloads_used < number_of_downloads_bought)`,
      )
      .run(at, purchasedId).changes === 1
  );
}

/**
 * Makes the order's pending links downloadable: what Magento does when an order line is invoiced
 * (catalog/downloadable/order_item_status = Invoiced). For the invoicing to call.
 */
export function makeOrderLinksAvailable(db: Db, orderId: number, at: string): number {
  return db
    .prepare("UPDATE downloadable_purchased_links SET status = 'available', updated_at = ? WHERE order_id = ? AND status = 'pending'")
    .run(at, orderId).changes;
}

import { rewardReferralOnPaidOrder } from '../referral/referralRewards';
import { findOrderState, setOrderStatus } from '../repositories/orderCancellationRepository';
import { makeOrderLinksAvailable } from '../repositories/purchasedLinkRepository';
import type { Db } from '../types';
import { invoiceWholeOrder } from './salesDocuments';

// An order is paid when it is invoiced, as in Magento: a captured card at once (placeOrder.ts), a
// bank transfer or cash on delivery when the merchant has the money and invoices the order
// (Magento's admin "Invoice", Sales\Model\Service\InvoiceService; this backend has no admin screen:
// the merchant's tool calls this). A customer's payment confirmation is their word, not the money.

/** States whose orders take no invoice. */
const CLOSED_STATES = new Set(['canceled', 'closed', 'complete']);

/**
 * Invoices the whole order and does what paying it does: an order waiting for its payment moves on
 * to processing, its bought links become downloadable (catalog/downloadable/order_item_status:
 * Invoiced), and the customer's first paid order above zero pays their referral rewards. Runs
 * inside the caller's transaction; false (nothing written) for an unknown, closed or already
 * invoiced order.
 */
export function invoiceOrder(db: Db, orderId: number, at: string): boolean {
  const order = findOrderState(db, orderId);
  if (!order || CLOSED_STATES.has(order.state)) return false;
  if (invoiceWholeOrder(db, orderId, at) === null) return false;
  setOrderStatus(db, orderId, { from: 'pending', to: 'processing', at });
  makeOrderLinksAvailable(db, orderId, at);
  if (order.customer_id !== null) {
    rewardReferralOnPaidOrder(db, { customerId: order.customer_id, orderId, incrementId: order.increment_id, storeId: order.store_id, grandTotal: order.grand_total, at });
  }
  return true;
}

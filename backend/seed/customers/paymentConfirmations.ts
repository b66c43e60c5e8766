import { bankAccountLabel, DEFAULT_BANK_ACCOUNTS } from '../../checkout/bankAccounts';
import { BANK_TRANSFER_METHOD_CODE } from '../../checkout/paymentMethods';
import { savePaymentConfirmation } from '../../repositories/paymentConfirmationRepository';
import type { Db } from '../../types';

/** Hours after placing the order when the seeded customer confirmed the transfer. */
const CONFIRMED_AFTER_HOURS = 2;

/**
 * Each seeded bank transfer still pending was confirmed by its customer, and waits for the shop to
 * check the transfer: an order placed long before the seed date is pending only so (an unconfirmed
 * one past the pending order lifetime is cancelled at start, orders/expireUnpaidOrders.ts).
 */
export function seedPaymentConfirmations(db: Db): void {
  const orders = db
    .prepare(
      `SELECT entity_id, store_id, customer_id, customer_firstname, customer_lastname, grand_total, created_at FROM sales_orders
       WHERE payment_method = ? AND status = 'pending' ORDER BY entity_id`,
    )
    .all(BANK_TRANSFER_METHOD_CODE) as Array<{
    entity_id: number;
    store_id: number;
    customer_id: number | null;
    customer_firstname: string;
    customer_lastname: string;
    grand_total: number;
    created_at: string;
  }>;
  for (const order of orders) {
    const placedAt = Date.parse(`${order.created_at.replace(' ', 'T')}Z`);
    savePaymentConfirmation(db, {
      orderId: order.entity_id,
      storeId: order.store_id,
      customerId: order.customer_id,
      paidTo: bankAccountLabel(DEFAULT_BANK_ACCOUNTS[0]),
      accountName: `${order.customer_firstname} ${order.customer_lastname}`,
      accountNumber: '0987654321',
      amount: order.grand_total,
      transferDate: order.created_at.slice(0, 10),
      receipt: null,
      now: new Date(placedAt + CONFIRMED_AFTER_HOURS * 3_600_000),
    });
  }
}

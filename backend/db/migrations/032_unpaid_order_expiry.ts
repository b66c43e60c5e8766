import type { Migration } from './types';

/**
 * Unpaid orders expire (orders/expireUnpaidOrders.ts): every minute the backend looks for the
 * orders of one payment method still in one status and last updated before the store's pending
 * order lifetime, as Magento's CleanExpiredOrders filters its order collection. This index keeps
 * that look-up from reading every order the shop ever took.
 */
export const unpaidOrderExpiryMigration: Migration = {
  id: '032_unpaid_order_expiry',
  up(db) {
    db.exec('CREATE INDEX sales_orders_awaiting_payment ON sales_orders (payment_method, status, store_id, updated_at)');
  },
};

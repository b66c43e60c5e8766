import type { Migration } from './types';

/**
 * What a placed order shows later (Magento's CustomerOrder, guestOrder) and what the cart keeps
 * of it: the order number the cart was converted into (Magento's quote.reserved_order_id, read
 * over REST right after payment-information placed the order) and the payment's additional
 * information as it was at placement (Magento's sales_order_payment.additional_information, e.g.
 * the bank transfer instructions with the order number filled in), as JSON [{"name", "value"}].
 * Shipments and their tracks get the indexes an order's page reads them by.
 */
export const orderViewMigration: Migration = {
  id: '011_order_view',
  up(db) {
    db.exec(`
      ALTER TABLE quotes ADD COLUMN reserved_order_id TEXT;
      ALTER TABLE sales_orders ADD COLUMN payment_additional_data TEXT;
      CREATE INDEX sales_shipments_order ON sales_shipments (order_id);
      CREATE INDEX sales_shipment_tracks_shipment ON sales_shipment_tracks (shipment_id);
    `);
  },
};

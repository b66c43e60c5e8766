import type { Migration } from './types';

/**
 * Checkout data on a cart (Magento's quote_address / quote_payment) and the link from an order to
 * the cart it was placed from. The unique quote_id on sales_orders is what makes placing a cart
 * twice impossible: a second order for the same cart cannot be written.
 */
export const checkoutMigration: Migration = {
  id: '010_checkout',
  up(db) {
    db.exec(`
      -- street: lines joined by newlines. Shipping rows also hold the chosen carrier and method.
      CREATE TABLE quote_addresses (
        quote_id INTEGER NOT NULL REFERENCES quotes(quote_id) ON DELETE CASCADE,
        address_type TEXT NOT NULL CHECK (address_type IN ('billing', 'shipping')),
        firstname TEXT NOT NULL,
        lastname TEXT NOT NULL,
        company TEXT,
        street TEXT NOT NULL,
        city TEXT NOT NULL,
        region TEXT,
        region_code TEXT,
        region_id INTEGER,
        postcode TEXT,
        country_id TEXT NOT NULL,
        telephone TEXT,
        customer_address_id INTEGER,
        same_as_billing INTEGER NOT NULL DEFAULT 0,
        customer_notes TEXT,
        shipping_carrier_code TEXT,
        shipping_method_code TEXT,
        PRIMARY KEY (quote_id, address_type)
      );

      -- additional_data: JSON of what the payment method was given (e.g. the card nonce).
      CREATE TABLE quote_payments (
        quote_id INTEGER PRIMARY KEY REFERENCES quotes(quote_id) ON DELETE CASCADE,
        method TEXT NOT NULL,
        purchase_order_number TEXT,
        additional_data TEXT
      );

      ALTER TABLE sales_orders ADD COLUMN quote_id INTEGER;
      CREATE UNIQUE INDEX sales_orders_quote ON sales_orders (quote_id) WHERE quote_id IS NOT NULL;
    `);
  },
};

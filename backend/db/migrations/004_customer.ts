import type { Migration } from './types';

/**
 * What belongs to customers besides their account (001_core): saved addresses, past orders with
 * item, address and shipment snapshots, the wishlist, reward points and store credit with their
 * histories. Money columns are in the base currency (IDR) unless named order_*.
 */
export const customerMigration: Migration = {
  id: '004_customer',
  up(db) {
    db.exec(`
      -- street: lines joined by newlines, as Magento stores them. customers.default_billing / default_shipping point here.
      CREATE TABLE customer_addresses (
        entity_id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(entity_id) ON DELETE CASCADE,
        firstname TEXT NOT NULL,
        lastname TEXT NOT NULL,
        company TEXT,
        street TEXT NOT NULL,
        city TEXT NOT NULL,
        region TEXT,
        region_code TEXT,
        region_id INTEGER REFERENCES directory_regions(region_id),
        postcode TEXT,
        country_id TEXT NOT NULL DEFAULT 'ID',
        telephone TEXT NOT NULL,
        vat_id TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id);

      -- Magento's order status list: status code, its label (what GraphQL shows) and the state it belongs to.
      CREATE TABLE sales_order_statuses (
        status TEXT PRIMARY KEY,
        label TEXT NOT NULL,
        state TEXT NOT NULL
      );
      INSERT INTO sales_order_statuses (status, label, state) VALUES
        ('pending', 'Pending', 'new'),
        ('pending_payment', 'Pending Payment', 'pending_payment'),
        ('processing', 'Processing', 'processing'),
        ('complete', 'Complete', 'complete'),
        ('closed', 'Closed', 'closed'),
        ('canceled', 'Canceled', 'canceled'),
        ('holded', 'On Hold', 'holded');

      -- increment_id: the order number customers see ("000000001"). Amounts are base currency;
      -- grand_total = subtotal + shipping_amount + tax_amount - discount_amount - store_credit_used.
      CREATE TABLE sales_orders (
        entity_id INTEGER PRIMARY KEY,
        increment_id TEXT NOT NULL UNIQUE,
        store_id INTEGER NOT NULL REFERENCES stores(store_id),
        customer_id INTEGER REFERENCES customers(entity_id) ON DELETE SET NULL,
        customer_email TEXT NOT NULL,
        customer_firstname TEXT NOT NULL,
        customer_lastname TEXT NOT NULL,
        customer_is_guest INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL REFERENCES sales_order_statuses(status),
        base_currency_code TEXT NOT NULL,
        order_currency_code TEXT NOT NULL,
        subtotal REAL NOT NULL,
        shipping_amount REAL NOT NULL DEFAULT 0,
        tax_amount REAL NOT NULL DEFAULT 0,
        discount_amount REAL NOT NULL DEFAULT 0,   -- positive number, subtracted from the total
        discount_description TEXT,
        coupon_code TEXT,
        reward_points_used INTEGER NOT NULL DEFAULT 0,
        store_credit_used REAL NOT NULL DEFAULT 0, -- part of the grand total paid with store credit
        grand_total REAL NOT NULL,
        total_qty_ordered REAL NOT NULL,
        is_virtual INTEGER NOT NULL DEFAULT 0,
        shipping_method TEXT,                      -- "<carrier>_<method>", e.g. "flatrate_flatrate"
        shipping_description TEXT,                 -- "Flat Rate - Fixed"
        payment_method TEXT NOT NULL,              -- e.g. "banktransfer"
        payment_title TEXT NOT NULL,
        created_at TEXT NOT NULL,                  -- "YYYY-MM-DD HH:MM:SS" (UTC)
        updated_at TEXT NOT NULL
      );
      CREATE INDEX sales_orders_customer ON sales_orders (customer_id, created_at);

      -- The addresses as they were when the order was placed. address_type: billing | shipping.
      CREATE TABLE sales_order_addresses (
        entity_id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES sales_orders(entity_id) ON DELETE CASCADE,
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
        email TEXT,
        UNIQUE (order_id, address_type)
      );

      -- Product data is a snapshot (the product may change or disappear later).
      -- selected_options: JSON [{"label":"Shade","value":"Ivory"}] for configurable lines.
      CREATE TABLE sales_order_items (
        item_id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES sales_orders(entity_id) ON DELETE CASCADE,
        product_id INTEGER REFERENCES products(entity_id) ON DELETE SET NULL,
        parent_sku TEXT,
        sku TEXT NOT NULL,
        name TEXT NOT NULL,
        product_type TEXT NOT NULL,
        url_key TEXT,
        price REAL NOT NULL,
        original_price REAL NOT NULL,
        qty_ordered REAL NOT NULL,
        qty_invoiced REAL NOT NULL DEFAULT 0,
        qty_shipped REAL NOT NULL DEFAULT 0,
        qty_refunded REAL NOT NULL DEFAULT 0,
        qty_canceled REAL NOT NULL DEFAULT 0,
        row_total REAL NOT NULL,                   -- price * qty_ordered
        discount_amount REAL NOT NULL DEFAULT 0,
        selected_options TEXT
      );
      CREATE INDEX sales_order_items_order ON sales_order_items (order_id);

      CREATE TABLE sales_order_comments (
        entity_id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES sales_orders(entity_id) ON DELETE CASCADE,
        comment TEXT NOT NULL,
        is_visible_on_front INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL
      );
      CREATE INDEX sales_order_comments_order ON sales_order_comments (order_id);

      -- One shipment per shipped order here; it carries every item (qty_shipped on the items).
      CREATE TABLE sales_shipments (
        entity_id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES sales_orders(entity_id) ON DELETE CASCADE,
        increment_id TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL
      );
      CREATE TABLE sales_shipment_tracks (
        entity_id INTEGER PRIMARY KEY,
        shipment_id INTEGER NOT NULL REFERENCES sales_shipments(entity_id) ON DELETE CASCADE,
        carrier_code TEXT NOT NULL,
        title TEXT NOT NULL,
        track_number TEXT NOT NULL
      );

      -- One wishlist per customer, as in Magento Open Source.
      CREATE TABLE wishlists (
        wishlist_id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL UNIQUE REFERENCES customers(entity_id) ON DELETE CASCADE,
        sharing_code TEXT NOT NULL UNIQUE,
        updated_at TEXT NOT NULL
      );
      -- buy_request: JSON of the chosen options ({"selected_options": [uid...]}) for configurable items.
      CREATE TABLE wishlist_items (
        wishlist_item_id INTEGER PRIMARY KEY,
        wishlist_id INTEGER NOT NULL REFERENCES wishlists(wishlist_id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        store_id INTEGER NOT NULL DEFAULT 1,
        qty REAL NOT NULL DEFAULT 1,
        description TEXT,
        buy_request TEXT,
        added_at TEXT NOT NULL
      );
      CREATE INDEX wishlist_items_wishlist ON wishlist_items (wishlist_id);

      -- Reward points: balance in points; their money value uses config reward/points/money_per_point.
      CREATE TABLE reward_points (
        customer_id INTEGER PRIMARY KEY REFERENCES customers(entity_id) ON DELETE CASCADE,
        balance INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE reward_points_history (
        entity_id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(entity_id) ON DELETE CASCADE,
        points_change INTEGER NOT NULL,
        points_balance INTEGER NOT NULL,           -- balance after this change
        change_reason TEXT NOT NULL,
        order_id INTEGER REFERENCES sales_orders(entity_id) ON DELETE SET NULL,
        expires_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX reward_points_history_customer ON reward_points_history (customer_id, created_at);

      -- Store credit in the base currency. action: Added | Used | Refunded | Updated | Reverted.
      CREATE TABLE store_credit (
        customer_id INTEGER PRIMARY KEY REFERENCES customers(entity_id) ON DELETE CASCADE,
        balance REAL NOT NULL DEFAULT 0
      );
      CREATE TABLE store_credit_history (
        entity_id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(entity_id) ON DELETE CASCADE,
        action TEXT NOT NULL,
        balance_change REAL NOT NULL,
        balance_after REAL NOT NULL,
        comment TEXT,
        order_id INTEGER REFERENCES sales_orders(entity_id) ON DELETE SET NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX store_credit_history_customer ON store_credit_history (customer_id, created_at);
    `);
  },
};

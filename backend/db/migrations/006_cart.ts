import type { Migration } from './types';

/**
 * Carts (Magento "quotes"): addressed by a 32-character masked id, owned by a guest or a
 * customer, inactive once ordered. Items reference the product; a configurable line keeps
 * its chosen child in child_product_id. Money in the base currency.
 */
export const cartMigration: Migration = {
  id: '006_cart',
  up(db) {
    db.exec(`
      CREATE TABLE quotes (
        quote_id INTEGER PRIMARY KEY,
        masked_id TEXT NOT NULL UNIQUE,
        store_id INTEGER NOT NULL REFERENCES stores(store_id),
        customer_id INTEGER REFERENCES customers(entity_id) ON DELETE CASCADE,
        is_active INTEGER NOT NULL DEFAULT 1,
        email TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX quotes_customer ON quotes (customer_id, is_active);

      CREATE TABLE quote_items (
        item_id INTEGER PRIMARY KEY,
        quote_id INTEGER NOT NULL REFERENCES quotes(quote_id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products(entity_id),
        child_product_id INTEGER REFERENCES products(entity_id),
        sku TEXT NOT NULL,
        name TEXT NOT NULL,
        product_type TEXT NOT NULL,
        qty REAL NOT NULL,
        price REAL NOT NULL,
        options TEXT,                       -- JSON: selected configurable/bundle options
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX quote_items_quote ON quote_items (quote_id);
    `);
  },
};

import type { Migration } from './types';

/**
 * What Magento keeps of a placed order beyond its lines: a bundle line's chosen selections (Magento's
 * child order items, here one row per selection of the bundle's line), and the invoices and credit
 * memos written when the order is paid and refunded, each with its lines. Amounts are in the order's
 * currency, whole rupiah as the order's own.
 */
export const orderDocumentsMigration: Migration = {
  id: '029_order_documents',
  up(db) {
    db.exec(`
      -- A snapshot of each selection as it was bought (the catalogue may change later): the option's
      -- label, the part's sku and name, its quantity in one bundle and its unit price.
      CREATE TABLE sales_order_bundle_selections (
        entity_id INTEGER PRIMARY KEY,
        order_item_id INTEGER NOT NULL REFERENCES sales_order_items(item_id) ON DELETE CASCADE,
        option_id INTEGER NOT NULL,
        option_label TEXT NOT NULL,
        selection_id INTEGER NOT NULL,
        product_id INTEGER REFERENCES products(entity_id) ON DELETE SET NULL,
        sku TEXT NOT NULL,
        name TEXT NOT NULL,
        qty REAL NOT NULL,
        price REAL NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE INDEX sales_order_bundle_selections_item ON sales_order_bundle_selections (order_item_id);

      -- increment_id: the invoice's own sequence ("000000001"), as Magento numbers invoices.
      CREATE TABLE sales_invoices (
        entity_id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES sales_orders(entity_id) ON DELETE CASCADE,
        increment_id TEXT NOT NULL UNIQUE,
        subtotal REAL NOT NULL,
        shipping_amount REAL NOT NULL,
        tax_amount REAL NOT NULL,
        discount_amount REAL NOT NULL,             -- positive, as on the order
        discount_description TEXT,
        grand_total REAL NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX sales_invoices_order ON sales_invoices (order_id);
      CREATE TABLE sales_invoice_items (
        entity_id INTEGER PRIMARY KEY,
        invoice_id INTEGER NOT NULL REFERENCES sales_invoices(entity_id) ON DELETE CASCADE,
        order_item_id INTEGER NOT NULL REFERENCES sales_order_items(item_id) ON DELETE CASCADE,
        qty REAL NOT NULL,
        price REAL NOT NULL,
        row_total REAL NOT NULL,
        discount_amount REAL NOT NULL
      );
      CREATE INDEX sales_invoice_items_invoice ON sales_invoice_items (invoice_id);

      -- adjustment: Magento's adjustment refund minus adjustment fee (0 for a whole refund).
      CREATE TABLE sales_creditmemos (
        entity_id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES sales_orders(entity_id) ON DELETE CASCADE,
        increment_id TEXT NOT NULL UNIQUE,
        subtotal REAL NOT NULL,
        shipping_amount REAL NOT NULL,
        tax_amount REAL NOT NULL,
        discount_amount REAL NOT NULL,
        discount_description TEXT,
        adjustment REAL NOT NULL DEFAULT 0,
        grand_total REAL NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX sales_creditmemos_order ON sales_creditmemos (order_id);
      CREATE TABLE sales_creditmemo_items (
        entity_id INTEGER PRIMARY KEY,
        creditmemo_id INTEGER NOT NULL REFERENCES sales_creditmemos(entity_id) ON DELETE CASCADE,
        order_item_id INTEGER NOT NULL REFERENCES sales_order_items(item_id) ON DELETE CASCADE,
        qty REAL NOT NULL,
        price REAL NOT NULL,
        row_total REAL NOT NULL,
        discount_amount REAL NOT NULL
      );
      CREATE INDEX sales_creditmemo_items_creditmemo ON sales_creditmemo_items (creditmemo_id);
    `);
  },
};

import type { Db } from '../../types';
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
    backfillDocuments(db);
  },
};

/**
 * Orders placed before documents existed: a paid one (a line already counted invoiced, or a captured
 * card's) gets the invoice of the whole order it would have had, and one its cancellation refunded
 * (a line counted refunded) its credit memo, so shops migrated rather than seeded answer the same.
 * Plain SQL, so the migration never changes with later code.
 */
function backfillDocuments(db: Db): void {
  db.exec(`
    INSERT INTO sales_invoices (order_id, increment_id, subtotal, shipping_amount, tax_amount, discount_amount, discount_description, grand_total, created_at)
    SELECT o.entity_id, printf('%09d', ROW_NUMBER() OVER (ORDER BY o.entity_id)), o.subtotal, o.shipping_amount, o.tax_amount, o.discount_amount,
           o.discount_description, o.grand_total, o.updated_at
    FROM sales_orders o
    WHERE EXISTS (SELECT 1 FROM sales_order_items i WHERE i.order_id = o.entity_id AND i.qty_invoiced > 0)
       OR (o.payment_method = 'jingga_card' AND o.status IN ('processing', 'complete', 'closed'));

    INSERT INTO sales_invoice_items (invoice_id, order_item_id, qty, price, row_total, discount_amount)
    SELECT v.entity_id, i.item_id, q.qty, i.price, i.price * q.qty, ROUND(i.discount_amount * q.qty / i.qty_ordered)
    FROM sales_invoices v
    JOIN sales_order_items i ON i.order_id = v.order_id
    JOIN (SELECT item_id, CASE WHEN qty_invoiced > 0 THEN qty_invoiced ELSE qty_ordered - qty_canceled END AS qty FROM sales_order_items) q ON q.item_id = i.item_id
    WHERE q.qty > 0;
    UPDATE sales_order_items SET qty_invoiced = (SELECT d.qty FROM sales_invoice_items d WHERE d.order_item_id = sales_order_items.item_id)
    WHERE item_id IN (SELECT order_item_id FROM sales_invoice_items);

    INSERT INTO sales_creditmemos (order_id, increment_id, subtotal, shipping_amount, tax_amount, discount_amount, discount_description, grand_total, created_at)
    SELECT o.entity_id, printf('%09d', ROW_NUMBER() OVER (ORDER BY o.entity_id)), o.subtotal, o.shipping_amount, o.tax_amount, o.discount_amount,
           o.discount_description, o.grand_total, o.updated_at
    FROM sales_orders o
    WHERE EXISTS (SELECT 1 FROM sales_invoices v WHERE v.order_id = o.entity_id)
      AND EXISTS (SELECT 1 FROM sales_order_items i WHERE i.order_id = o.entity_id AND i.qty_refunded > 0);
    INSERT INTO sales_creditmemo_items (creditmemo_id, order_item_id, qty, price, row_total, discount_amount)
    SELECT m.entity_id, i.item_id, i.qty_refunded, i.price, i.price * i.qty_refunded, ROUND(i.discount_amount * i.qty_refunded / i.qty_ordered)
    FROM sales_creditmemos m JOIN sales_order_items i ON i.order_id = m.order_id
    WHERE i.qty_refunded > 0;
  `);
}

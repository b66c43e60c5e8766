import type { Migration } from './types';

/**
 * Downloadable products, as Magento keeps them (one store's titles and prices folded in):
 *
 * - products.links_purchased_separately / links_title: the product's own settings (Magento's
 *   attributes of the same names); NULL for other product types.
 * - downloadable_links: what a buyer gets (downloadable_link). `price` is whole rupiah and adds to
 *   the product's price when the links are bought separately; `number_of_downloads` 0 means
 *   unlimited. `file_key` names one of the shop's own files (downloadable/files.ts), never a path.
 * - downloadable_samples: free previews anyone may download (downloadable_sample).
 * - downloadable_purchased_links: one row per link bought on an order line (Magento's
 *   downloadable_link_purchased and _item folded into one). `link_hash` is the long random secret
 *   of the download URL; title, file and allowance are copied so later catalogue edits leave what
 *   was bought as it was. `status` follows Magento's values.
 */
export const downloadableProductsMigration: Migration = {
  id: '028_downloadable_products',
  up(db) {
    db.exec(`
      ALTER TABLE products ADD COLUMN links_purchased_separately INTEGER CHECK (links_purchased_separately IS NULL OR links_purchased_separately IN (0, 1));
      ALTER TABLE products ADD COLUMN links_title TEXT;

      CREATE TABLE downloadable_links (
        link_id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0,
        price INTEGER NOT NULL DEFAULT 0 CHECK (price >= 0),
        number_of_downloads INTEGER NOT NULL DEFAULT 0 CHECK (number_of_downloads >= 0),
        is_shareable INTEGER NOT NULL DEFAULT 0 CHECK (is_shareable IN (0, 1)),
        file_key TEXT NOT NULL
      );
      CREATE INDEX downloadable_links_product ON downloadable_links (product_id, sort_order);

      CREATE TABLE downloadable_samples (
        sample_id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0,
        file_key TEXT NOT NULL
      );
      CREATE INDEX downloadable_samples_product ON downloadable_samples (product_id, sort_order);

      CREATE TABLE downloadable_purchased_links (
        purchased_id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES sales_orders(entity_id) ON DELETE CASCADE,
        order_item_id INTEGER NOT NULL REFERENCES sales_order_items(item_id) ON DELETE CASCADE,
        customer_id INTEGER REFERENCES customers(entity_id) ON DELETE SET NULL,
        product_id INTEGER REFERENCES products(entity_id) ON DELETE SET NULL,
        link_id INTEGER REFERENCES downloadable_links(link_id) ON DELETE SET NULL,
        link_title TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0,
        file_key TEXT NOT NULL,
        link_hash TEXT NOT NULL UNIQUE,
        number_of_downloads_bought INTEGER NOT NULL DEFAULT 0 CHECK (number_of_downloads_bought >= 0),
        number_of_downloads_used INTEGER NOT NULL DEFAULT 0 CHECK (number_of_downloads_used >= 0),
        status TEXT NOT NULL CHECK (status IN ('pending', 'available', 'expired', 'pending_payment', 'payment_review')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX downloadable_purchased_links_customer ON downloadable_purchased_links (customer_id, purchased_id);
      CREATE INDEX downloadable_purchased_links_item ON downloadable_purchased_links (order_item_id);
    `);
  },
};

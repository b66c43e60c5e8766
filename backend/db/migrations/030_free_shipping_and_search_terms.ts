import type { Migration } from './types';

/**
 * Two things Venia's storefront relies on:
 * - A cart rule may ship for free, as Magento's salesrule.simple_free_shipping: 0 no, 1 the matching
 *   items only, 2 the whole shipment with matching items. This shop's rules have no conditions, so
 *   every item matches and 1 and 2 both make every shipping method free (checkout/shippingRates.ts).
 * - Search terms, as Magento's search_query: a term's popularity and the URL a merchant sends it to
 *   (magento2-pwa's searchTerm query answers them; Venia follows the redirect).
 */
export const freeShippingAndSearchTermsMigration: Migration = {
  id: '030_free_shipping_and_search_terms',
  up(db) {
    db.exec(`
      ALTER TABLE sales_rules ADD COLUMN simple_free_shipping INTEGER NOT NULL DEFAULT 0 CHECK (simple_free_shipping IN (0, 1, 2));

      CREATE TABLE search_query (
        query_id INTEGER PRIMARY KEY,
        query_text TEXT NOT NULL COLLATE NOCASE,
        store_id INTEGER NOT NULL REFERENCES stores(store_id) ON DELETE CASCADE,
        num_results INTEGER NOT NULL DEFAULT 0,
        popularity INTEGER NOT NULL DEFAULT 0,
        redirect TEXT,
        updated_at TEXT NOT NULL,
        UNIQUE (query_text, store_id)
      );
    `);
  },
};

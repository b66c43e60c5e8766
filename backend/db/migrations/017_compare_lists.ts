import type { Migration } from './types';

/**
 * Product compare lists (Magento's catalog_compare_list and catalog_compare_item, as
 * CompareListGraphQl uses them): a list is known to the shopper by its mask, a 32-character hash;
 * a guest's list has no customer, a customer has at most one. An item is a product in a list,
 * once. Deleting a list, its customer or its product removes the items with it.
 */
export const compareListsMigration: Migration = {
  id: '017_compare_lists',
  up(db) {
    db.exec(`
      CREATE TABLE compare_lists (
        list_id INTEGER PRIMARY KEY,
        list_id_mask TEXT NOT NULL UNIQUE,
        customer_id INTEGER UNIQUE REFERENCES customers(entity_id) ON DELETE CASCADE,
        created_at TEXT NOT NULL
      );

      CREATE TABLE compare_list_items (
        item_id INTEGER PRIMARY KEY,
        list_id INTEGER NOT NULL REFERENCES compare_lists(list_id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        store_id INTEGER NOT NULL REFERENCES stores(store_id),
        added_at TEXT NOT NULL,
        UNIQUE (list_id, product_id)
      );
    `);
  },
};

import type { Migration } from './types';

/**
 * Full-text search over products (FTS5) and indexes for the catalogue's listing filters.
 *
 * The trigram tokenizer keeps the old LIKE '%word%' meaning (a word matches inside longer words,
 * "serum" finds "Serums", case-insensitively) while answering from an index. The table holds its own
 * copy of the text (the brand name lives in another table, so it cannot be external-content) and
 * triggers keep it current on every write, whoever writes: the seed, imports or later migrations.
 * (The SQL is spelt out here, not shared, so this migration never changes once shipped.)
 */
export const productSearchIndexMigration: Migration = {
  id: '008_product_search_index',
  up(db) {
    db.exec(`
      CREATE VIRTUAL TABLE product_search USING fts5(
        name, sku, brand, description, short_description,
        tokenize = 'trigram case_sensitive 0'
      );

      INSERT INTO product_search (rowid, name, sku, brand, description, short_description)
        SELECT p.entity_id, p.name, p.sku, b.name, p.description, p.short_description
        FROM products p LEFT JOIN brands b ON b.brand_id = p.brand_id;

      CREATE TRIGGER product_search_insert AFTER INSERT ON products BEGIN
        INSERT INTO product_search (rowid, name, sku, brand, description, short_description)
          VALUES (new.entity_id, new.name, new.sku, (SELECT name FROM brands WHERE brand_id = new.brand_id), new.description, new.short_description);
      END;

      CREATE TRIGGER product_search_update AFTER UPDATE OF entity_id, name, sku, brand_id, description, short_description ON products BEGIN
        DELETE FROM product_search WHERE rowid = old.entity_id;
        INSERT INTO product_search (rowid, name, sku, brand, description, short_description)
          VALUES (new.entity_id, new.name, new.sku, (SELECT name FROM brands WHERE brand_id = new.brand_id), new.description, new.short_description);
      END;

      CREATE TRIGGER product_search_delete AFTER DELETE ON products BEGIN
        DELETE FROM product_search WHERE rowid = old.entity_id;
      END;

      CREATE TRIGGER product_search_brand AFTER UPDATE OF name ON brands BEGIN
        UPDATE product_search SET brand = new.name WHERE rowid IN (SELECT entity_id FROM products WHERE brand_id = new.brand_id);
      END;

      -- The brand filter and aggregation look products up by brand. (No index on status or
      -- visibility: nearly every product passes them, and the planner would pick it over the key.)
      CREATE INDEX products_brand ON products (brand_id);
      -- A category listing reads (product, position) for every product of a category subtree: covered here.
      CREATE INDEX product_categories_listing ON product_categories (category_id, product_id, position);
    `);
  },
};

import type { Migration } from './types';

/**
 * Precomputed listing data, as Magento's indexers keep it (catalog_category_product_index,
 * catalog_product_index_eav), so a category page of thousands of products reads one index range
 * and counts its layered navigation from the rows it already has, instead of expanding anchor
 * categories and probing product_categories, attribute values and configurable children per request.
 *
 * - category_product_index: the products each active category lists (its own, plus its active
 *   descendants' when it is an anchor), each at the lowest position it has among them.
 * - product_listing_facets: per product, those categories again and the select options it answers
 *   to (its own and its enabled configurable children's), as comma-separated ids.
 *
 * Triggers keep both current on every write, whoever writes (the seed, imports, tests): each change
 * names the products it can affect to one of two "procedures" (views whose INSTEAD OF INSERT
 * trigger recomputes a product), so the recomputation is written once. (The SQL is spelt out here,
 * not shared, so this migration never changes once shipped.)
 */
export const catalogListingIndexMigration: Migration = {
  id: '025_catalog_listing_index',
  up(db) {
    db.exec(`
      -- (category_id, member_id): the products assigned to member are listed in category (member
      -- itself, or an anchor above it, both active). The candidates are the ids in member's path,
      -- so a product's rows are found without comparing its categories with every other one.
      CREATE VIEW category_listing_members AS
        SELECT c.entity_id AS category_id, d.entity_id AS member_id
        FROM categories d JOIN json_each('[' || replace(d.path, '/', ',') || ']') ancestor
        JOIN categories c ON c.entity_id = ancestor.value
        WHERE d.is_active = 1 AND c.is_active = 1 AND (c.entity_id = d.entity_id OR (c.is_anchor = 1 AND d.path LIKE c.path || '/%'));

      CREATE TABLE category_product_index (
        category_id INTEGER NOT NULL,
        product_id INTEGER NOT NULL,
        position INTEGER NOT NULL,
        PRIMARY KEY (category_id, product_id)
      ) WITHOUT ROWID;
      CREATE INDEX category_product_index_product ON category_product_index (product_id);

      CREATE VIEW product_listing_facet_values AS
        SELECT p.entity_id AS product_id,
          (SELECT group_concat(i.category_id) FROM category_product_index i WHERE i.product_id = p.entity_id) AS category_ids,
          (SELECT group_concat(DISTINCT v.option_id) FROM product_attribute_values v
            WHERE v.product_id = p.entity_id OR v.product_id IN (
              SELECT l.child_id FROM configurable_links l JOIN products c ON c.entity_id = l.child_id AND c.status = 1
              WHERE l.parent_id = p.entity_id)) AS option_ids
        FROM products p;

      CREATE TABLE product_listing_facets (
        product_id INTEGER PRIMARY KEY,
        category_ids TEXT,
        option_ids TEXT
      );

      INSERT INTO category_product_index (category_id, product_id, position)
        SELECT m.category_id, pc.product_id, MIN(pc.position) FROM category_listing_members m
        JOIN product_categories pc ON pc.category_id = m.member_id GROUP BY m.category_id, pc.product_id;
      INSERT INTO product_listing_facets (product_id, category_ids, option_ids) SELECT * FROM product_listing_facet_values;

      -- "INSERT INTO product_listing_facets_refresh (product_id) ..." recomputes those products' facets.
      CREATE VIEW product_listing_facets_refresh AS SELECT NULL AS product_id WHERE 0;
      CREATE TRIGGER product_listing_facets_refresh INSTEAD OF INSERT ON product_listing_facets_refresh BEGIN
        DELETE FROM product_listing_facets WHERE product_id = new.product_id;
        INSERT INTO product_listing_facets (product_id, category_ids, option_ids)
          SELECT * FROM product_listing_facet_values WHERE product_id = new.product_id;
      END;

      -- "INSERT INTO category_product_index_refresh (product_id) ..." recomputes their category rows, then their facets.
      CREATE VIEW category_product_index_refresh AS SELECT NULL AS product_id WHERE 0;
      CREATE TRIGGER category_product_index_refresh INSTEAD OF INSERT ON category_product_index_refresh BEGIN
        DELETE FROM category_product_index WHERE product_id = new.product_id;
        INSERT INTO category_product_index (category_id, product_id, position)
          SELECT m.category_id, pc.product_id, MIN(pc.position) FROM product_categories pc
          JOIN category_listing_members m ON m.member_id = pc.category_id
          WHERE pc.product_id = new.product_id GROUP BY m.category_id;
        INSERT INTO product_listing_facets_refresh (product_id) VALUES (new.product_id);
      END;

      CREATE TRIGGER product_categories_listing_insert AFTER INSERT ON product_categories BEGIN
        INSERT INTO category_product_index_refresh (product_id) VALUES (new.product_id);
      END;
      CREATE TRIGGER product_categories_listing_delete AFTER DELETE ON product_categories BEGIN
        INSERT INTO category_product_index_refresh (product_id) VALUES (old.product_id);
      END;
      CREATE TRIGGER product_categories_listing_update AFTER UPDATE ON product_categories BEGIN
        INSERT INTO category_product_index_refresh (product_id) SELECT old.product_id UNION SELECT new.product_id;
      END;

      -- A category added, removed, moved, switched on or off, or made (non-)anchor changes what the
      -- products assigned to it or below it (before and after the change) are listed in, and nothing else.
      CREATE TRIGGER categories_listing_insert AFTER INSERT ON categories BEGIN
        INSERT INTO category_product_index_refresh (product_id)
          SELECT DISTINCT pc.product_id FROM product_categories pc JOIN categories d ON d.entity_id = pc.category_id
          WHERE d.path = new.path OR d.path LIKE new.path || '/%';
      END;
      CREATE TRIGGER categories_listing_delete AFTER DELETE ON categories BEGIN
        INSERT INTO category_product_index_refresh (product_id)
          SELECT DISTINCT pc.product_id FROM product_categories pc JOIN categories d ON d.entity_id = pc.category_id
          WHERE d.path LIKE old.path || '/%' OR pc.category_id = old.entity_id;
      END;
      CREATE TRIGGER categories_listing_update AFTER UPDATE OF entity_id, path, is_active, is_anchor ON categories BEGIN
        INSERT INTO category_product_index_refresh (product_id)
          SELECT DISTINCT pc.product_id FROM product_categories pc JOIN categories d ON d.entity_id = pc.category_id
          WHERE d.path = new.path OR d.path LIKE new.path || '/%' OR d.path LIKE old.path || '/%'
            OR pc.category_id IN (old.entity_id, new.entity_id);
      END;

      -- Select options: a product's own values, and a configurable's enabled children's.
      CREATE TRIGGER product_attribute_values_listing_insert AFTER INSERT ON product_attribute_values BEGIN
        INSERT INTO product_listing_facets_refresh (product_id)
          SELECT new.product_id UNION SELECT parent_id FROM configurable_links WHERE child_id = new.product_id;
      END;
      CREATE TRIGGER product_attribute_values_listing_delete AFTER DELETE ON product_attribute_values BEGIN
        INSERT INTO product_listing_facets_refresh (product_id)
          SELECT old.product_id UNION SELECT parent_id FROM configurable_links WHERE child_id = old.product_id;
      END;
      CREATE TRIGGER product_attribute_values_listing_update AFTER UPDATE ON product_attribute_values BEGIN
        INSERT INTO product_listing_facets_refresh (product_id)
          SELECT old.product_id UNION SELECT new.product_id
          UNION SELECT parent_id FROM configurable_links WHERE child_id IN (old.product_id, new.product_id);
      END;
      CREATE TRIGGER configurable_links_listing_insert AFTER INSERT ON configurable_links BEGIN
        INSERT INTO product_listing_facets_refresh (product_id) VALUES (new.parent_id);
      END;
      CREATE TRIGGER configurable_links_listing_delete AFTER DELETE ON configurable_links BEGIN
        INSERT INTO product_listing_facets_refresh (product_id) VALUES (old.parent_id);
      END;
      CREATE TRIGGER configurable_links_listing_update AFTER UPDATE ON configurable_links BEGIN
        INSERT INTO product_listing_facets_refresh (product_id) SELECT old.parent_id UNION SELECT new.parent_id;
      END;

      -- A new product gets its (empty) row; a child switched on or off changes its parents' options.
      CREATE TRIGGER products_listing_insert AFTER INSERT ON products BEGIN
        INSERT INTO product_listing_facets_refresh (product_id) VALUES (new.entity_id);
      END;
      CREATE TRIGGER products_listing_status AFTER UPDATE OF status ON products BEGIN
        INSERT INTO product_listing_facets_refresh (product_id) SELECT parent_id FROM configurable_links WHERE child_id = new.entity_id;
      END;
      CREATE TRIGGER products_listing_delete AFTER DELETE ON products BEGIN
        DELETE FROM product_listing_facets WHERE product_id = old.entity_id;
      END;
    `);
  },
};

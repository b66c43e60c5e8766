import type { Migration } from './types';

/**
 * The catalogue: categories (a tree under root 1 / store root 2), products of every type with
 * their prices, stock, media, select attributes, type links (configurable, bundle, grouped),
 * brands and reviews. Money columns are in the base currency (IDR).
 */
export const catalogMigration: Migration = {
  id: '002_catalog',
  up(db) {
    db.exec(`
      CREATE TABLE categories (
        entity_id INTEGER PRIMARY KEY,
        parent_id INTEGER REFERENCES categories(entity_id),
        path TEXT NOT NULL,                 -- "1/2/5": ids from the tree root down to this one
        level INTEGER NOT NULL,             -- 0 root, 1 store root ("Default Category"), 2 top menu, ...
        position INTEGER NOT NULL DEFAULT 0,
        name TEXT NOT NULL,
        url_key TEXT NOT NULL,
        url_path TEXT NOT NULL,             -- "skincare/face/serum" (no suffix)
        is_active INTEGER NOT NULL DEFAULT 1,
        include_in_menu INTEGER NOT NULL DEFAULT 1,
        is_anchor INTEGER NOT NULL DEFAULT 1,
        display_mode TEXT NOT NULL DEFAULT 'PRODUCTS',
        image TEXT,                         -- media-relative, e.g. "catalog/category/skincare.jpg"
        description TEXT,
        meta_title TEXT,
        meta_keywords TEXT,
        meta_description TEXT,
        default_sort_by TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX categories_parent ON categories (parent_id, position);
      CREATE UNIQUE INDEX categories_url_path ON categories (url_path);

      CREATE TABLE brands (
        brand_id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        url_key TEXT NOT NULL UNIQUE,
        logo TEXT,                          -- media-relative, e.g. "brands/wardah.png"
        description TEXT,
        is_featured INTEGER NOT NULL DEFAULT 0,
        sort_order INTEGER NOT NULL DEFAULT 0
      );

      -- type_id: simple | virtual | configurable | bundle | grouped.
      -- visibility: 1 not visible individually, 2 catalog, 3 search, 4 catalog and search.
      -- status: 1 enabled, 2 disabled.
      CREATE TABLE products (
        entity_id INTEGER PRIMARY KEY,
        sku TEXT NOT NULL UNIQUE,
        type_id TEXT NOT NULL,
        name TEXT NOT NULL,
        url_key TEXT NOT NULL UNIQUE,
        visibility INTEGER NOT NULL DEFAULT 4,
        status INTEGER NOT NULL DEFAULT 1,
        price REAL NOT NULL DEFAULT 0,
        special_price REAL,
        special_from_date TEXT,
        special_to_date TEXT,
        weight REAL,
        description TEXT,
        short_description TEXT,
        meta_title TEXT,
        meta_keyword TEXT,
        meta_description TEXT,
        brand_id INTEGER REFERENCES brands(brand_id),
        country_of_manufacture TEXT,
        image TEXT,                         -- relative to media/catalog/product, e.g. "/s/k/sku-1.jpg"
        small_image TEXT,
        thumbnail TEXT,
        swatch_image TEXT,
        new_from_date TEXT,
        new_to_date TEXT,
        -- bundle only
        price_view TEXT,                    -- PRICE_RANGE | AS_LOW_AS
        dynamic_price INTEGER,
        dynamic_sku INTEGER,
        dynamic_weight INTEGER,
        ship_bundle_items TEXT,             -- TOGETHER | SEPARATELY
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX products_type ON products (type_id);

      CREATE TABLE product_categories (
        product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        category_id INTEGER NOT NULL REFERENCES categories(entity_id) ON DELETE CASCADE,
        position INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (product_id, category_id)
      );
      CREATE INDEX product_categories_category ON product_categories (category_id, position);

      CREATE TABLE product_stock (
        product_id INTEGER PRIMARY KEY REFERENCES products(entity_id) ON DELETE CASCADE,
        qty REAL NOT NULL DEFAULT 0,
        is_in_stock INTEGER NOT NULL DEFAULT 1,
        min_sale_qty REAL NOT NULL DEFAULT 1,
        max_sale_qty REAL NOT NULL DEFAULT 10000
      );

      CREATE TABLE product_media_gallery (
        value_id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        file TEXT NOT NULL,                 -- relative to media/catalog/product
        label TEXT,
        position INTEGER NOT NULL DEFAULT 1,
        disabled INTEGER NOT NULL DEFAULT 0,
        media_type TEXT NOT NULL DEFAULT 'image'
      );
      CREATE INDEX product_media_gallery_product ON product_media_gallery (product_id, position);

      CREATE TABLE product_tier_prices (
        product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        qty REAL NOT NULL,
        value REAL NOT NULL,
        PRIMARY KEY (product_id, qty)
      );

      -- Select attributes (shade, size, color, skin_type, ...). frontend_input: select | swatch_visual | swatch_text.
      CREATE TABLE attributes (
        attribute_id INTEGER PRIMARY KEY,
        attribute_code TEXT NOT NULL UNIQUE,
        frontend_label TEXT NOT NULL,
        frontend_input TEXT NOT NULL DEFAULT 'select',
        is_filterable INTEGER NOT NULL DEFAULT 1,
        is_comparable INTEGER NOT NULL DEFAULT 1,
        position INTEGER NOT NULL DEFAULT 0
      );

      -- swatch_type: 0 text, 1 visual colour (swatch_value "#rrggbb"), 2 visual image.
      CREATE TABLE attribute_options (
        option_id INTEGER PRIMARY KEY,
        attribute_id INTEGER NOT NULL REFERENCES attributes(attribute_id) ON DELETE CASCADE,
        label TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0,
        swatch_type INTEGER,
        swatch_value TEXT
      );
      CREATE INDEX attribute_options_attribute ON attribute_options (attribute_id, sort_order);

      CREATE TABLE product_attribute_values (
        product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        attribute_id INTEGER NOT NULL REFERENCES attributes(attribute_id) ON DELETE CASCADE,
        option_id INTEGER NOT NULL REFERENCES attribute_options(option_id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, attribute_id, option_id)
      );
      CREATE INDEX product_attribute_values_option ON product_attribute_values (attribute_id, option_id);

      -- Configurable products: which attributes they vary by, and their child simple products.
      CREATE TABLE configurable_attributes (
        product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        attribute_id INTEGER NOT NULL REFERENCES attributes(attribute_id),
        position INTEGER NOT NULL DEFAULT 0,
        label TEXT,
        PRIMARY KEY (product_id, attribute_id)
      );
      CREATE TABLE configurable_links (
        parent_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        child_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        PRIMARY KEY (parent_id, child_id)
      );
      CREATE INDEX configurable_links_child ON configurable_links (child_id);

      -- Bundle products. type: select | radio | checkbox | multi. price_type: 0 fixed, 1 percent.
      CREATE TABLE bundle_options (
        option_id INTEGER PRIMARY KEY,
        parent_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        required INTEGER NOT NULL DEFAULT 1,
        type TEXT NOT NULL DEFAULT 'select',
        position INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE bundle_selections (
        selection_id INTEGER PRIMARY KEY,
        option_id INTEGER NOT NULL REFERENCES bundle_options(option_id) ON DELETE CASCADE,
        parent_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products(entity_id),
        selection_qty REAL NOT NULL DEFAULT 1,
        can_change_qty INTEGER NOT NULL DEFAULT 0,
        is_default INTEGER NOT NULL DEFAULT 0,
        position INTEGER NOT NULL DEFAULT 0,
        price_type INTEGER NOT NULL DEFAULT 0,
        price_value REAL NOT NULL DEFAULT 0
      );
      CREATE INDEX bundle_selections_option ON bundle_selections (option_id, position);

      -- Grouped members (link_type 'super') and related/upsell/crosssell links.
      CREATE TABLE product_links (
        link_id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        linked_product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        link_type TEXT NOT NULL,
        position INTEGER NOT NULL DEFAULT 0,
        qty REAL NOT NULL DEFAULT 0,
        UNIQUE (product_id, linked_product_id, link_type)
      );

      -- status: 1 approved, 2 pending, 3 not approved. Only approved reviews count and show.
      CREATE TABLE reviews (
        review_id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(entity_id) ON DELETE CASCADE,
        customer_id INTEGER REFERENCES customers(entity_id) ON DELETE SET NULL,
        nickname TEXT NOT NULL,
        summary TEXT NOT NULL,
        text TEXT NOT NULL,
        status INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL
      );
      CREATE INDEX reviews_product ON reviews (product_id, status);

      CREATE TABLE rating_types (
        rating_id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        position INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE review_ratings (
        review_id INTEGER NOT NULL REFERENCES reviews(review_id) ON DELETE CASCADE,
        rating_id INTEGER NOT NULL REFERENCES rating_types(rating_id),
        value INTEGER NOT NULL CHECK (value BETWEEN 1 AND 5),
        PRIMARY KEY (review_id, rating_id)
      );
    `);
  },
};

import type { Migration } from './types';

/**
 * Content of the shop: CMS pages and blocks, the mega menu (vesMenu), directory regions, the blog
 * and the physical store locations. `store_id` 0 means "every store view", as in Magento.
 * CMS content may hold `{{media url="..."}}` / `{{store url="..."}}` directives, resolved on read.
 */
export const contentMigration: Migration = {
  id: '003_content',
  up(db) {
    db.exec(`
      CREATE TABLE cms_pages (
        page_id INTEGER PRIMARY KEY,
        store_id INTEGER NOT NULL DEFAULT 0,
        identifier TEXT NOT NULL,
        title TEXT NOT NULL,
        content_heading TEXT,
        content TEXT,
        page_layout TEXT NOT NULL DEFAULT '1column',
        meta_title TEXT,
        meta_keywords TEXT,
        meta_description TEXT,
        is_active INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (identifier, store_id)
      );

      CREATE TABLE cms_blocks (
        block_id INTEGER PRIMARY KEY,
        store_id INTEGER NOT NULL DEFAULT 0,
        identifier TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT,
        is_active INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (identifier, store_id)
      );

      CREATE TABLE menus (
        menu_id INTEGER PRIMARY KEY,
        alias TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        status INTEGER NOT NULL DEFAULT 1
      );

      -- link_type: 'category_link' (link = category URL with suffix, category_id set) | 'custom_link'.
      CREATE TABLE menu_items (
        id INTEGER PRIMARY KEY,
        menu_id INTEGER NOT NULL REFERENCES menus(menu_id) ON DELETE CASCADE,
        parent_id INTEGER REFERENCES menu_items(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        link TEXT NOT NULL,
        link_type TEXT NOT NULL CHECK (link_type IN ('category_link', 'custom_link')),
        category_id INTEGER,
        content_type TEXT NOT NULL DEFAULT 'childmenu',
        dropdown_bgimage TEXT,              -- media-relative, e.g. "wysiwyg/menu/skincare.jpg"
        target TEXT NOT NULL DEFAULT '_self',
        classes TEXT,
        position INTEGER NOT NULL DEFAULT 0,
        status INTEGER NOT NULL DEFAULT 1
      );
      CREATE INDEX menu_items_parent ON menu_items (menu_id, parent_id, position);

      CREATE TABLE directory_regions (
        region_id INTEGER PRIMARY KEY,
        country_id TEXT NOT NULL,
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        UNIQUE (country_id, code)
      );

      CREATE TABLE blog_categories (
        category_id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        url_key TEXT NOT NULL UNIQUE,
        description TEXT,
        position INTEGER NOT NULL DEFAULT 0,
        is_active INTEGER NOT NULL DEFAULT 1,
        meta_title TEXT,
        meta_description TEXT
      );

      CREATE TABLE blog_posts (
        post_id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        url_key TEXT NOT NULL UNIQUE,
        short_content TEXT NOT NULL,
        content TEXT NOT NULL,
        featured_image TEXT,                -- media-relative, e.g. "blog/post-1.jpg"
        author_name TEXT NOT NULL,
        publish_date TEXT NOT NULL,         -- "YYYY-MM-DD HH:MM:SS"
        is_active INTEGER NOT NULL DEFAULT 1,
        tags TEXT,                          -- comma separated
        meta_title TEXT,
        meta_description TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX blog_posts_publish ON blog_posts (is_active, publish_date);

      CREATE TABLE blog_post_categories (
        post_id INTEGER NOT NULL REFERENCES blog_posts(post_id) ON DELETE CASCADE,
        category_id INTEGER NOT NULL REFERENCES blog_categories(category_id) ON DELETE CASCADE,
        PRIMARY KEY (post_id, category_id)
      );
      CREATE INDEX blog_post_categories_category ON blog_post_categories (category_id);

      CREATE TABLE store_locations (
        location_id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        url_key TEXT NOT NULL UNIQUE,
        address TEXT NOT NULL,
        city TEXT NOT NULL,
        region TEXT NOT NULL,
        region_code TEXT NOT NULL,
        postcode TEXT NOT NULL,
        country_id TEXT NOT NULL DEFAULT 'ID',
        phone TEXT NOT NULL,
        email TEXT NOT NULL,
        latitude REAL NOT NULL,
        longitude REAL NOT NULL,
        opening_hours TEXT NOT NULL,        -- JSON: [{"day":"Monday","open":"08:00","close":"22:00"}, ...]
        image TEXT,                         -- media-relative
        is_pickup INTEGER NOT NULL DEFAULT 1,
        is_active INTEGER NOT NULL DEFAULT 1,
        position INTEGER NOT NULL DEFAULT 0
      );
    `);
  },
};

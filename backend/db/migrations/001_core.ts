import type { Migration } from './types';

/** Store views, configuration, currency rates, URL rewrites, customers and their tokens. */
export const coreMigration: Migration = {
  id: '001_core',
  up(db) {
    db.exec(`
      CREATE TABLE stores (
        store_id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        website_id INTEGER NOT NULL,
        website_code TEXT NOT NULL,
        website_name TEXT NOT NULL,
        group_id INTEGER NOT NULL,
        group_code TEXT NOT NULL,
        group_name TEXT NOT NULL,
        name TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0,
        is_default INTEGER NOT NULL DEFAULT 0,
        is_active INTEGER NOT NULL DEFAULT 1
      );

      -- scope_id 0 is the default scope; other values are store ids.
      CREATE TABLE core_config (
        scope_id INTEGER NOT NULL DEFAULT 0,
        path TEXT NOT NULL,
        value TEXT,
        PRIMARY KEY (scope_id, path)
      );

      CREATE TABLE currency_rates (
        currency_from TEXT NOT NULL,
        currency_to TEXT NOT NULL,
        rate REAL NOT NULL,
        PRIMARY KEY (currency_from, currency_to)
      );

      -- entity_type: 'product' | 'category' | 'cms-page' | 'custom'. redirect_type: 0, 301 or 302.
      CREATE TABLE url_rewrites (
        url_rewrite_id INTEGER PRIMARY KEY,
        store_id INTEGER NOT NULL REFERENCES stores(store_id),
        request_path TEXT NOT NULL,
        target_path TEXT NOT NULL,
        redirect_type INTEGER NOT NULL DEFAULT 0,
        entity_type TEXT NOT NULL,
        entity_id INTEGER NOT NULL DEFAULT 0,
        UNIQUE (store_id, request_path)
      );
      CREATE INDEX url_rewrites_entity ON url_rewrites (entity_type, entity_id);

      CREATE TABLE customers (
        entity_id INTEGER PRIMARY KEY,
        website_id INTEGER NOT NULL DEFAULT 1,
        group_id INTEGER NOT NULL DEFAULT 1,
        email TEXT NOT NULL COLLATE NOCASE,
        firstname TEXT NOT NULL,
        lastname TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        is_subscribed INTEGER NOT NULL DEFAULT 0,
        date_of_birth TEXT,
        gender INTEGER,
        default_billing INTEGER,
        default_shipping INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (website_id, email)
      );

      CREATE TABLE customer_tokens (
        token TEXT PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(entity_id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        revoked INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX customer_tokens_customer ON customer_tokens (customer_id);
    `);
  },
};

import type { Migration } from './types';

/**
 * Newsletter subscribers, as Magento's newsletter_subscriber: one row per email and store view,
 * linked to the customer when a signed-in customer subscribed. status: Magento's codes
 * 1 subscribed, 2 not active (awaiting confirmation), 3 unsubscribed, 4 unconfirmed.
 */
export const newsletterMigration: Migration = {
  id: '005_newsletter',
  up(db) {
    db.exec(`
      CREATE TABLE newsletter_subscribers (
        subscriber_id INTEGER PRIMARY KEY,
        store_id INTEGER NOT NULL REFERENCES stores(store_id),
        customer_id INTEGER REFERENCES customers(entity_id) ON DELETE SET NULL,
        email TEXT NOT NULL COLLATE NOCASE,
        status INTEGER NOT NULL CHECK (status IN (1, 2, 3, 4)),
        confirm_code TEXT,
        change_status_at TEXT NOT NULL,
        UNIQUE (store_id, email)
      );
      CREATE INDEX newsletter_subscribers_customer ON newsletter_subscribers (customer_id);
    `);
  },
};

import type { Migration } from './types';

/**
 * Messages sent through the contact form, by either mutation: core contactUs (Magento mails them;
 * the embedded backend keeps them) and the Swift PWA module's contactusFormSubmit. The text is kept
 * exactly as typed (HTML included): it is data, never markup. customer_id: the signed-in sender.
 */
export const contactMessagesMigration: Migration = {
  id: '016_contact_messages',
  up(db) {
    db.exec(`
      CREATE TABLE contact_messages (
        message_id INTEGER PRIMARY KEY,
        store_id INTEGER NOT NULL REFERENCES stores(store_id),
        customer_id INTEGER REFERENCES customers(entity_id) ON DELETE SET NULL,
        source TEXT NOT NULL CHECK (source IN ('contactUs', 'contactusFormSubmit')),
        fullname TEXT NOT NULL,
        email TEXT NOT NULL,
        telephone TEXT NOT NULL DEFAULT '',
        message TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX contact_messages_created ON contact_messages (created_at);
    `);
  },
};

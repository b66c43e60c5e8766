import type { Migration } from './types';

/**
 * What the signed-in customer manages themselves, as Magento keeps it:
 * - the address book's name parts and fax (CustomerAddressInput takes them);
 * - the account confirmation key (customer_entity.confirmation): only its SHA-256 is stored, null
 *   once confirmed (and for every account while the shop needs no confirmation);
 * - the vault's stored payment tokens (vault_payment_token): `details` is the JSON Magento stores,
 *   e.g. {"type":"VI","maskedCC":"1111","expirationDate":"12/2028"}; a deleted token stays with
 *   is_active = 0, as Magento's PaymentTokenRepository::delete leaves it;
 * - an index for a customer's own reviews (reviews.customer_id exists since 002_catalog).
 * Dates are "YYYY-MM-DD HH:MM:SS" in UTC.
 */
export const customerSelfServiceMigration: Migration = {
  id: '013_customer_self_service',
  up(db) {
    db.exec(`
      ALTER TABLE customer_addresses ADD COLUMN prefix TEXT;
      ALTER TABLE customer_addresses ADD COLUMN middlename TEXT;
      ALTER TABLE customer_addresses ADD COLUMN suffix TEXT;
      ALTER TABLE customer_addresses ADD COLUMN fax TEXT;

      ALTER TABLE customers ADD COLUMN confirmation TEXT;

      CREATE TABLE vault_payment_tokens (
        entity_id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(entity_id) ON DELETE CASCADE,
        public_hash TEXT NOT NULL UNIQUE,
        payment_method_code TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('card', 'account')),
        details TEXT,
        is_active INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        -- Magento lists a token only until it expires (the first day after the card's last month).
        expires_at TEXT NOT NULL
      );
      CREATE INDEX vault_payment_tokens_customer ON vault_payment_tokens (customer_id, is_active);

      CREATE INDEX reviews_customer ON reviews (customer_id, created_at);
    `);
  },
};

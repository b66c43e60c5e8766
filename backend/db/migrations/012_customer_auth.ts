import type { Migration } from './types';

/**
 * What signing in and resetting a password need on the customer, as Magento's customer_entity
 * keeps it: failed sign-ins (failures_num, first_failure, lock_expires: the account is locked
 * until then) and the reset-password token (only its SHA-256 is stored, with when it was issued).
 * Also the name parts and Tax/VAT number Magento's CustomerCreateInput and CustomerUpdateInput take.
 * Dates are "YYYY-MM-DD HH:MM:SS" in UTC, as Magento writes them.
 */
export const customerAuthMigration: Migration = {
  id: '012_customer_auth',
  up(db) {
    db.exec(`
      ALTER TABLE customers ADD COLUMN failures_num INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE customers ADD COLUMN first_failure TEXT;
      ALTER TABLE customers ADD COLUMN lock_expires TEXT;
      ALTER TABLE customers ADD COLUMN rp_token_hash TEXT;
      ALTER TABLE customers ADD COLUMN rp_token_created_at TEXT;
      ALTER TABLE customers ADD COLUMN prefix TEXT;
      ALTER TABLE customers ADD COLUMN middlename TEXT;
      ALTER TABLE customers ADD COLUMN suffix TEXT;
      ALTER TABLE customers ADD COLUMN taxvat TEXT;
    `);
  },
};

import type { Migration } from './types';

/**
 * The name parts and fax Magento keeps on every address (prefix, middlename, suffix, fax): the
 * address book has had them since 013; the cart's addresses take them now and the order's keep
 * them, so OrderAddress answers what the shopper entered.
 */
export const addressNamePartsMigration: Migration = {
  id: '027_address_name_parts',
  up(db) {
    db.exec(`
      ALTER TABLE quote_addresses ADD COLUMN prefix TEXT;
      ALTER TABLE quote_addresses ADD COLUMN middlename TEXT;
      ALTER TABLE quote_addresses ADD COLUMN suffix TEXT;
      ALTER TABLE quote_addresses ADD COLUMN fax TEXT;
      ALTER TABLE sales_order_addresses ADD COLUMN prefix TEXT;
      ALTER TABLE sales_order_addresses ADD COLUMN middlename TEXT;
      ALTER TABLE sales_order_addresses ADD COLUMN suffix TEXT;
      ALTER TABLE sales_order_addresses ADD COLUMN fax TEXT;
    `);
  },
};

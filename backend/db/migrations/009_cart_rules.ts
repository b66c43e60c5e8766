import type { Migration } from './types';

/**
 * Cart price rules with a coupon (Magento's salesrule + salesrule_coupon, one coupon per rule):
 * a percentage of the subtotal or a fixed amount off the whole cart, valid between two store-local
 * dates (either may be open), optionally only from a minimum subtotal. A cart keeps the code it
 * applied in quotes.coupon_code.
 */
export const cartRulesMigration: Migration = {
  id: '009_cart_rules',
  up(db) {
    db.exec(`
      CREATE TABLE sales_rules (
        rule_id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE COLLATE NOCASE,
        label TEXT,
        discount_type TEXT NOT NULL CHECK (discount_type IN ('percent', 'fixed')),
        discount_amount REAL NOT NULL CHECK (discount_amount >= 0),
        from_date TEXT,                    -- YYYY-MM-DD, inclusive; NULL: no start
        to_date TEXT,                      -- YYYY-MM-DD, inclusive; NULL: no end
        is_active INTEGER NOT NULL DEFAULT 1,
        min_subtotal REAL                  -- base currency; NULL: any subtotal
      );
      ALTER TABLE quotes ADD COLUMN coupon_code TEXT;
    `);
  },
};

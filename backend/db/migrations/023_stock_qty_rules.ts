import type { Migration } from './types';

/**
 * Magento's stock item is_qty_decimal: whether a product is sold in fractions of a unit (by weight,
 * by length). 0 for every product unless set: carts, wishlists and orders then take whole units
 * only (backend/repositories/cart/quantityRules.ts), between min_sale_qty and max_sale_qty.
 */
export const stockQtyRulesMigration: Migration = {
  id: '023_stock_qty_rules',
  up(db) {
    db.exec('ALTER TABLE product_stock ADD COLUMN is_qty_decimal INTEGER NOT NULL DEFAULT 0 CHECK (is_qty_decimal IN (0, 1))');
  },
};

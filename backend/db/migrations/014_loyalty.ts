import type { Migration } from './types';

/**
 * Reward points and store credit spent on a cart (Adobe Commerce's quote.use_reward_points and
 * use_customer_balance). A cart keeps only that they are applied and the balance the customer had
 * then: the amounts are computed from the cart's total whenever it is read, and the balance seen
 * lets placing the order notice that another tab spent it in the meantime. NULL: not applied.
 * The order keeps the money value of the points it used, as the rate may change later:
 * grand_total = subtotal + shipping_amount + tax_amount - discount_amount - reward_currency_amount - store_credit_used.
 */
export const loyaltyMigration: Migration = {
  id: '014_loyalty',
  up(db) {
    db.exec(`
      ALTER TABLE quotes ADD COLUMN applied_reward_points_balance INTEGER;
      ALTER TABLE quotes ADD COLUMN applied_store_credit_balance REAL;
      ALTER TABLE sales_orders ADD COLUMN reward_currency_amount REAL NOT NULL DEFAULT 0;
    `);
  },
};

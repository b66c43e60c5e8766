import type { Migration } from './types';

const COMBINE = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Combine';
const ADDRESS = 'Magento\\SalesRule\\Model\\Rule\\Condition\\Address';

/**
 * Cart price rules as Magento's salesrule keeps them (SalesRule's db_schema.xml), in the one table
 * this shop had, rebuilt so a rule may have no coupon (Magento's "No Coupon" rules, applied by
 * themselves):
 * - simple_action by_percent, by_fixed (per unit), cart_fixed (whole cart) or buy_x_get_y, with
 *   discount_amount, discount_qty (at most this many units discounted) and discount_step (the X);
 * - sort_order (priority, lowest first) and stop_rules_processing (later rules are skipped);
 * - conditions_serialized and actions_serialized: Magento's condition trees as JSON (cart
 *   conditions; the items the discount goes to);
 * - uses_per_coupon, uses_per_customer (0: no limit) and times_used, with salesrule_customer
 *   counting each customer's uses, and salesrule_customer_group the groups a rule is for
 *   (0 NOT LOGGED IN, 1 General: this shop's customers are group 1, customers.group_id);
 * - sales_orders.applied_rule_ids, so a cancelled order gives its uses back.
 * Existing rules keep working: percent becomes by_percent, fixed becomes cart_fixed (the whole
 * cart, as before), a minimum subtotal becomes a base_subtotal condition, every group may use
 * them, and the orders already placed with a coupon count as its uses.
 */
export const salesRuleConditionsMigration: Migration = {
  id: '031_sales_rule_conditions',
  up(db) {
    db.exec(`
      CREATE TABLE sales_rules_031 (
        rule_id INTEGER PRIMARY KEY,
        code TEXT UNIQUE COLLATE NOCASE,   -- NULL: a rule without coupon, applied by itself
        label TEXT,
        is_active INTEGER NOT NULL DEFAULT 1,
        from_date TEXT,                    -- YYYY-MM-DD, inclusive, store-local; NULL: no start
        to_date TEXT,                      -- YYYY-MM-DD, inclusive; NULL: no end
        sort_order INTEGER NOT NULL DEFAULT 0,
        stop_rules_processing INTEGER NOT NULL DEFAULT 0,
        simple_action TEXT NOT NULL CHECK (simple_action IN ('by_percent', 'by_fixed', 'cart_fixed', 'buy_x_get_y')),
        discount_amount REAL NOT NULL CHECK (discount_amount >= 0),
        discount_qty REAL,                 -- NULL: every unit
        discount_step INTEGER NOT NULL DEFAULT 0,
        simple_free_shipping INTEGER NOT NULL DEFAULT 0 CHECK (simple_free_shipping IN (0, 1, 2)),
        conditions_serialized TEXT,        -- JSON condition tree; NULL: every cart
        actions_serialized TEXT,           -- JSON condition tree; NULL: every item
        uses_per_coupon INTEGER NOT NULL DEFAULT 0,
        uses_per_customer INTEGER NOT NULL DEFAULT 0,
        times_used INTEGER NOT NULL DEFAULT 0
      );
      INSERT INTO sales_rules_031 (rule_id, code, label, is_active, from_date, to_date, simple_action, discount_amount, simple_free_shipping, conditions_serialized)
        SELECT rule_id, code, label, is_active, from_date, to_date,
               CASE discount_type WHEN 'percent' THEN 'by_percent' ELSE 'cart_fixed' END,
               discount_amount, simple_free_shipping,
               CASE WHEN min_subtotal IS NULL THEN NULL ELSE json_object(
                 'type', '${COMBINE}', 'aggregator', 'all', 'value', json('true'),
                 'conditions', json_array(json_object('type', '${ADDRESS}', 'attribute', 'base_subtotal', 'operator', '>=', 'value', min_subtotal))
               ) END
        FROM sales_rules;
      DROP TABLE sales_rules;
      ALTER TABLE sales_rules_031 RENAME TO sales_rules;

      CREATE TABLE salesrule_customer_group (
        rule_id INTEGER NOT NULL REFERENCES sales_rules(rule_id) ON DELETE CASCADE,
        customer_group_id INTEGER NOT NULL,
        PRIMARY KEY (rule_id, customer_group_id)
      );
      INSERT INTO salesrule_customer_group (rule_id, customer_group_id) SELECT rule_id, 0 FROM sales_rules UNION ALL SELECT rule_id, 1 FROM sales_rules;

      CREATE TABLE salesrule_customer (
        rule_id INTEGER NOT NULL REFERENCES sales_rules(rule_id) ON DELETE CASCADE,
        customer_id INTEGER NOT NULL REFERENCES customers(entity_id) ON DELETE CASCADE,
        times_used INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (rule_id, customer_id)
      );

      ALTER TABLE sales_orders ADD COLUMN applied_rule_ids TEXT;
      UPDATE sales_orders SET applied_rule_ids = (SELECT CAST(r.rule_id AS TEXT) FROM sales_rules r WHERE r.code = sales_orders.coupon_code)
        WHERE coupon_code IS NOT NULL;
      UPDATE sales_rules SET times_used = (SELECT COUNT(*) FROM sales_orders o WHERE o.coupon_code = sales_rules.code AND o.status <> 'canceled');
      INSERT INTO salesrule_customer (rule_id, customer_id, times_used)
        SELECT r.rule_id, o.customer_id, COUNT(*) FROM sales_orders o JOIN sales_rules r ON r.code = o.coupon_code
        WHERE o.customer_id IS NOT NULL AND o.status <> 'canceled' GROUP BY r.rule_id, o.customer_id;

      -- Magento's attribute set of a product (4: Default), which a rule's item conditions may name.
      ALTER TABLE products ADD COLUMN attribute_set_id INTEGER NOT NULL DEFAULT 4;
    `);
  },
};

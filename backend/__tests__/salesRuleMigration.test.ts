import { migrate } from '../db/migrate';
import { databaseBefore } from '../test/migrationFixtures';
import { cartRulesOutcome } from '../salesRule/cartRules';

// Migration 031 on a shop made before it: its rules keep their meaning in Magento's columns, every
// customer group may use them, and the orders already placed with a coupon count as its uses.

describe('migration 031_sales_rule_conditions', () => {
  it("moves an existing shop's rules and counts its orders' coupon uses", () => {
    const db = databaseBefore('031_sales_rule_conditions');
    const insertRule = db.prepare('INSERT INTO sales_rules (code, label, discount_type, discount_amount, from_date, to_date, min_subtotal, simple_free_shipping) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    insertRule.run('POTONG', 'Potong Rp25.000', 'fixed', 25_000, null, null, 200_000, 0);
    insertRule.run('DISKON', null, 'percent', 10, '2025-01-01', '2030-12-31', null, 2);
    db.prepare("INSERT INTO customers (entity_id, email, firstname, lastname, password_hash, created_at, updated_at) VALUES (7, 'a@example.com', 'A', 'B', 'x', 'then', 'then')").run();
    const order = db.prepare(
      `INSERT INTO sales_orders (increment_id, store_id, customer_id, customer_email, customer_firstname, customer_lastname, status, base_currency_code, order_currency_code,
         subtotal, shipping_amount, grand_total, total_qty_ordered, payment_method, payment_title, coupon_code, created_at, updated_at)
       VALUES (?, 1, ?, 'a@example.com', 'A', 'B', ?, 'IDR', 'IDR', 300000, 0, 275000, 1, 'banktransfer', 'x', ?, 'then', 'then')`,
    );
    order.run('000000001', 7, 'complete', 'POTONG');
    order.run('000000002', 7, 'canceled', 'POTONG');
    order.run('000000003', null, 'pending', 'POTONG');
    order.run('000000004', null, 'pending', null);

    // 031 first, then any migration after it.
    expect(migrate(db)[0]).toBe('031_sales_rule_conditions');
    const rules = db.prepare('SELECT code, label, simple_action, discount_amount, from_date, to_date, simple_free_shipping, times_used, uses_per_coupon, uses_per_customer FROM sales_rules ORDER BY rule_id').all();
    expect(rules).toEqual([
      { code: 'POTONG', label: 'Potong Rp25.000', simple_action: 'cart_fixed', discount_amount: 25_000, from_date: null, to_date: null, simple_free_shipping: 0, times_used: 2, uses_per_coupon: 0, uses_per_customer: 0 },
      { code: 'DISKON', label: null, simple_action: 'by_percent', discount_amount: 10, from_date: '2025-01-01', to_date: '2030-12-31', simple_free_shipping: 2, times_used: 0, uses_per_coupon: 0, uses_per_customer: 0 },
    ]);
    expect(db.prepare('SELECT rule_id, customer_group_id FROM salesrule_customer_group ORDER BY rule_id, customer_group_id').all()).toEqual([
      { rule_id: 1, customer_group_id: 0 },
      { rule_id: 1, customer_group_id: 1 },
      { rule_id: 2, customer_group_id: 0 },
      { rule_id: 2, customer_group_id: 1 },
    ]);
    expect(db.prepare('SELECT rule_id, customer_id, times_used FROM salesrule_customer').all()).toEqual([{ rule_id: 1, customer_id: 7, times_used: 1 }]);
    expect(db.prepare('SELECT applied_rule_ids FROM sales_orders ORDER BY entity_id').pluck().all()).toEqual(['1', '1', '1', null]);
    expect(db.prepare('SELECT attribute_set_id FROM products').pluck().all()).toEqual([]);

    // The minimum subtotal became a condition: the rule still gives Rp 25.000 from Rp 200.000 only.
    db.exec(`INSERT INTO products (entity_id, sku, type_id, name, url_key, price, created_at, updated_at) VALUES (1, 'P', 'simple', 'P', 'p', 100000, 'then', 'then');
      INSERT INTO quotes (quote_id, masked_id, store_id, created_at, updated_at) VALUES (1, 'm', 1, 'now', 'now');
      INSERT INTO quote_items (quote_id, product_id, sku, name, product_type, qty, price, created_at, updated_at) VALUES (1, 1, 'P', 'P', 'simple', 1, 100000, 'now', 'now');`);
    const cart = { quote_id: 1, customer_id: null, coupon_code: 'potong' };
    expect(cartRulesOutcome(db, cart, '2026-06-01')).toMatchObject({ couponCode: null, discounts: [] });
    db.prepare('UPDATE quote_items SET qty = 2').run();
    expect(cartRulesOutcome(db, cart, '2026-06-01')).toMatchObject({ couponCode: 'POTONG', discounts: [{ amount: 25_000, label: 'Potong Rp25.000' }] });
    expect(db.prepare('SELECT attribute_set_id FROM products').pluck().all()).toEqual([4]);
    db.close();
  });
});

import type { Db } from '../../types';

// Cart price rules (migration 031: sales_rules, salesrule_customer_group) as rows.

export interface SalesRuleRow {
  rule_id: number;
  code: string | null;
  label: string | null;
  is_active: number;
  from_date: string | null;
  to_date: string | null;
  sort_order: number;
  stop_rules_processing: number;
  simple_action: 'by_percent' | 'by_fixed' | 'cart_fixed' | 'buy_x_get_y';
  discount_amount: number;
  discount_qty: number | null;
  discount_step: number;
  simple_free_shipping: 0 | 1 | 2;
  conditions_serialized: string | null;
  actions_serialized: string | null;
  uses_per_coupon: number;
  uses_per_customer: number;
  times_used: number;
  /** The customer group ids, comma-separated. */
  customer_group_ids: string | null;
}

/** The rules a cart may get: every rule without coupon, and the rule of its coupon code (any letter case, as Magento's coupon table matches). */
export function rulesForCoupon(db: Db, couponCode: string | null): SalesRuleRow[] {
  return db
    .prepare(
      `SELECT r.*, (SELECT GROUP_CONCAT(g.customer_group_id) FROM salesrule_customer_group g WHERE g.rule_id = r.rule_id) AS customer_group_ids
       FROM sales_rules r WHERE r.code IS NULL OR r.code = ? ORDER BY r.sort_order, r.rule_id`,
    )
    .all(couponCode?.trim() ?? null) as SalesRuleRow[];
}

/** The id of the rule behind a coupon code, or null. */
export function ruleIdOfCoupon(db: Db, code: string): number | null {
  return (db.prepare('SELECT rule_id FROM sales_rules WHERE code = ?').pluck().get(code.trim()) as number | undefined) ?? null;
}

/** A rule to write, as the seed and tests make them; omitted fields take Magento's defaults. */
export interface NewSalesRule {
  code: string | null;
  label?: string | null;
  isActive?: boolean;
  fromDate?: string | null;
  toDate?: string | null;
  sortOrder?: number;
  stopRulesProcessing?: boolean;
  simpleAction: SalesRuleRow['simple_action'];
  discountAmount: number;
  discountQty?: number | null;
  discountStep?: number;
  simpleFreeShipping?: 0 | 1 | 2;
  /** Condition trees, stored as JSON. */
  conditions?: object | null;
  actions?: object | null;
  usesPerCoupon?: number;
  usesPerCustomer?: number;
  customerGroupIds: readonly number[];
}

/** Writes a rule and its customer groups; returns its id. */
export function insertSalesRule(db: Db, rule: NewSalesRule): number {
  const ruleId = Number(
    db
      .prepare(
        `INSERT INTO sales_rules (code, label, is_active, from_date, to_date, sort_order, stop_rules_processing, simple_action, discount_amount, discount_qty,
           discount_step, simple_free_shipping, conditions_serialized, actions_serialized, uses_per_coupon, uses_per_customer)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        rule.code,
        rule.label ?? null,
        rule.isActive === false ? 0 : 1,
        rule.fromDate ?? null,
        rule.toDate ?? null,
        rule.sortOrder ?? 0,
        rule.stopRulesProcessing ? 1 : 0,
        rule.simpleAction,
        rule.discountAmount,
        rule.discountQty ?? null,
        rule.discountStep ?? 0,
        rule.simpleFreeShipping ?? 0,
        rule.conditions ? JSON.stringify(rule.conditions) : null,
        rule.actions ? JSON.stringify(rule.actions) : null,
        rule.usesPerCoupon ?? 0,
        rule.usesPerCustomer ?? 0,
      ).lastInsertRowid,
  );
  const group = db.prepare('INSERT INTO salesrule_customer_group (rule_id, customer_group_id) VALUES (?, ?)');
  for (const groupId of rule.customerGroupIds) group.run(ruleId, groupId);
  return ruleId;
}

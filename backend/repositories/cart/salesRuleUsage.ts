import type { Db } from '../../types';

// How often each cart price rule was used (sales_rules.times_used) and by whom (salesrule_customer).

/** salesrule_customer.times_used of one customer, by rule id. */
export function customerRuleUses(db: Db, customerId: number | null): Map<number, number> {
  if (customerId === null) return new Map();
  const rows = db.prepare('SELECT rule_id, times_used FROM salesrule_customer WHERE customer_id = ?').all(customerId) as Array<{ rule_id: number; times_used: number }>;
  return new Map(rows.map((row) => [row.rule_id, row.times_used]));
}

/**
 * One more use (or one less, never below zero) of each rule, and of each by the customer when there
 * is one: Magento's Coupon\Usage\Processor. A rule's times_used is also its coupon's (one coupon a rule).
 */
export function changeRuleUses(db: Db, usage: { ruleIds: readonly number[]; customerId: number | null }, change: 1 | -1): void {
  const rule = db.prepare('UPDATE sales_rules SET times_used = MAX(0, times_used + ?) WHERE rule_id = ?');
  const customer =
    change === 1
      ? db.prepare('INSERT INTO salesrule_customer (rule_id, customer_id, times_used) VALUES (?, ?, 1) ON CONFLICT (rule_id, customer_id) DO UPDATE SET times_used = times_used + 1')
      : db.prepare('UPDATE salesrule_customer SET times_used = MAX(0, times_used - 1) WHERE rule_id = ? AND customer_id = ?');
  for (const ruleId of new Set(usage.ruleIds)) {
    rule.run(change, ruleId);
    if (usage.customerId !== null) customer.run(ruleId, usage.customerId);
  }
}

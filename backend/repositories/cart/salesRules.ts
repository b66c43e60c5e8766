import type { Db } from '../../types';

export interface SalesRuleRow {
  rule_id: number;
  code: string;
  label: string | null;
  discount_type: 'percent' | 'fixed';
  discount_amount: number;
  from_date: string | null;
  to_date: string | null;
  is_active: number;
  min_subtotal: number | null;
  /** Magento's simple_free_shipping: 0 no, 1 matching items, 2 whole shipment (every item matches here). */
  simple_free_shipping: 0 | 1 | 2;
}

/** The rule behind a coupon code, matched without regard to case (as Magento's coupon table is), or null. */
export function findRuleByCode(db: Db, code: string): SalesRuleRow | null {
  return (db.prepare('SELECT * FROM sales_rules WHERE code = ?').get(code.trim()) as SalesRuleRow | undefined) ?? null;
}

/** Whether the rule gives its discount today to a cart with this subtotal (base currency, YYYY-MM-DD). */
export function ruleApplies(rule: SalesRuleRow, subtotal: number, today: string): boolean {
  if (!rule.is_active) return false;
  if (rule.from_date && today < rule.from_date) return false;
  if (rule.to_date && today > rule.to_date) return false;
  if (rule.min_subtotal !== null && subtotal < rule.min_subtotal) return false;
  return subtotal > 0;
}

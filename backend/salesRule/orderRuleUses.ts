import { changeRuleUses } from '../repositories/cart/salesRuleUsage';
import type { Db } from '../types';

// An order's uses of the cart price rules it got (Magento's UpdateCouponUsages): counted when it is
// placed, in the order's transaction, and given back when it is cancelled.

/** Magento's sales_order.applied_rule_ids: the rule ids, comma-separated; null when none applied. */
export const appliedRuleIdsText = (ruleIds: readonly number[]) => (ruleIds.length ? ruleIds.join(',') : null);
const ruleIdsOf = (text: string | null) => (text ?? '').split(',').filter(Boolean).map(Number);

export function countOrderRuleUses(db: Db, order: { customerId: number | null; appliedRuleIds: readonly number[] }): void {
  changeRuleUses(db, { ruleIds: order.appliedRuleIds, customerId: order.customerId }, 1);
}

export function giveBackOrderRuleUses(db: Db, order: { customer_id: number | null; applied_rule_ids: string | null }): void {
  changeRuleUses(db, { ruleIds: ruleIdsOf(order.applied_rule_ids), customerId: order.customer_id }, -1);
}

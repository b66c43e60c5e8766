import type { ConditionNode } from './conditionTree';

/** Magento's salesrule.simple_action: percent of each unit, fixed per unit, fixed for the whole cart, buy X get Y free. */
export type SimpleAction = 'by_percent' | 'by_fixed' | 'cart_fixed' | 'buy_x_get_y';

/** Magento's customer groups this shop has: a guest is NOT LOGGED IN (0), every customer General (1) unless their row says otherwise. */
export const CUSTOMER_GROUP = { notLoggedIn: 0, general: 1 } as const;

/** A cart price rule (Magento's salesrule, its coupon and customer groups), read from its row. */
export interface SalesRule {
  ruleId: number;
  /** The coupon that turns it on; null for a rule applied without coupon. */
  code: string | null;
  label: string | null;
  isActive: boolean;
  /** Store-local YYYY-MM-DD, inclusive; null: open. */
  fromDate: string | null;
  toDate: string | null;
  /** Priority: lower runs first. */
  sortOrder: number;
  /** Later rules give nothing more to the items this rule applied to. */
  stopRulesProcessing: boolean;
  simpleAction: SimpleAction;
  discountAmount: number;
  /** At most this many units of an item are discounted; null: all. */
  discountQty: number | null;
  /** buy_x_get_y's X. */
  discountStep: number;
  /** 0 no, 1 the matching items ship free, 2 the whole shipment ships free. */
  simpleFreeShipping: 0 | 1 | 2;
  conditions: ConditionNode | null;
  actions: ConditionNode | null;
  /** 0: no limit. */
  usesPerCoupon: number;
  usesPerCustomer: number;
  timesUsed: number;
  customerGroupIds: readonly number[];
}

/** What a discount line says: the rule's label, else its coupon code. */
export const ruleLabel = (rule: Pick<SalesRule, 'label' | 'code'>) => rule.label ?? rule.code ?? 'Discount';

import type { Db } from '../../types';
import { cartItemSummary } from './cartRepository';
import { findRuleByCode, ruleApplies, type SalesRuleRow } from './salesRules';

export interface CartDiscountLine {
  /** Base-currency amount taken off, positive. */
  amount: number;
  label: string;
}

/** A cart's totals in the base currency, before shipping and tax (this shop charges no tax). */
export interface CartTotals {
  subtotal: number;
  /** Cart rule discounts; empty when none applies. */
  discounts: CartDiscountLine[];
  discountTotal: number;
  /** subtotal - discountTotal, never below 0. */
  subtotalWithDiscount: number;
  /** What the shopper pays before shipping: the checkout adds the shipping amount to this. */
  grandTotalBeforeShipping: number;
  /** The cart's coupon when it currently gives its discount, else null. */
  appliedCouponCode: string | null;
  /** Whether the applied coupon's rule ships for free (simple_free_shipping). */
  freeShipping: boolean;
}

// Whole rupiah and sen: amounts are kept to two decimals like Magento's base amounts.
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The discount a rule gives on a subtotal: a percentage of it, or a fixed amount capped at it. */
export function ruleDiscount(rule: SalesRuleRow, subtotal: number): number {
  const raw = rule.discount_type === 'percent' ? (subtotal * Math.min(rule.discount_amount, 100)) / 100 : rule.discount_amount;
  return round2(Math.min(raw, subtotal));
}

/** The rule of the cart's coupon when it applies to this subtotal today, else null. */
export function applicableRule(db: Db, couponCode: string | null, subtotal: number, today: string): SalesRuleRow | null {
  if (!couponCode) return null;
  const rule = findRuleByCode(db, couponCode);
  return rule && ruleApplies(rule, subtotal, today) ? rule : null;
}

/**
 * The one place cart money is added up: subtotal of the lines, the coupon's discount line and the
 * grand total before shipping. `today` is the store's local date (YYYY-MM-DD) for rule dates.
 */
export function cartTotals(db: Db, cart: { quote_id: number; coupon_code: string | null }, today: string): CartTotals {
  const subtotal = round2(cartItemSummary(db, cart.quote_id).subtotal);
  const rule = applicableRule(db, cart.coupon_code, subtotal, today);
  const discounts = rule ? [{ amount: ruleDiscount(rule, subtotal), label: rule.label ?? rule.code }] : [];
  const discountTotal = round2(discounts.reduce((sum, d) => sum + d.amount, 0));
  const subtotalWithDiscount = round2(Math.max(0, subtotal - discountTotal));
  return {
    subtotal,
    discounts,
    discountTotal,
    subtotalWithDiscount,
    grandTotalBeforeShipping: subtotalWithDiscount,
    appliedCouponCode: rule ? rule.code : null,
    freeShipping: Boolean(rule?.simple_free_shipping),
  };
}

import type { CartRow } from '../repositories/cart/cartRepository';
import type { Db } from '../types';
import { cartRulesOutcome } from './cartRules';

export interface CartDiscountLine {
  /** Base-currency amount taken off, positive. */
  amount: number;
  label: string;
}

/** A cart's totals in the base currency, before shipping and tax (this shop charges no tax). */
export interface CartTotals {
  subtotal: number;
  /** One line per cart price rule that took something off; empty when none did. */
  discounts: CartDiscountLine[];
  discountTotal: number;
  /** subtotal - discountTotal, never below 0. */
  subtotalWithDiscount: number;
  /** What the shopper pays before shipping: the checkout adds the shipping amount to this. */
  grandTotalBeforeShipping: number;
  /** The cart's coupon when its rule currently applies, else null. */
  appliedCouponCode: string | null;
  /** The cart's coupon has no uses left (for everyone, or for this customer): an order cannot be placed with it. */
  couponUsedUp: boolean;
  /** The rules ship every shipped item, or the whole shipment, for free (simple_free_shipping). */
  freeShipping: boolean;
  /** Each line's discounts, by item id; the line discounts add up to the cart's. */
  lineDiscounts: ReadonlyMap<number, CartDiscountLine[]>;
  /** The rules that applied (Magento's applied_rule_ids), whose uses an order counts. */
  appliedRuleIds: number[];
}

/**
 * The one place cart money is added up: subtotal of the lines, the cart price rules' discounts and
 * the grand total before shipping. `today` is the store's local date (YYYY-MM-DD) for rule dates.
 */
export function cartTotals(db: Db, cart: Pick<CartRow, 'quote_id' | 'customer_id' | 'coupon_code'>, today: string): CartTotals {
  const outcome = cartRulesOutcome(db, cart, today);
  const discountTotal = outcome.discounts.reduce((sum, discount) => sum + discount.amount, 0);
  const subtotalWithDiscount = Math.max(0, outcome.subtotal - discountTotal);
  const lineDiscounts = new Map([...outcome.lines].map(([itemId, discounts]) => [itemId, discounts.map(({ amount, label }) => ({ amount, label }))]));
  return {
    subtotal: outcome.subtotal,
    discounts: outcome.discounts.map(({ amount, label }) => ({ amount, label })),
    discountTotal,
    subtotalWithDiscount,
    grandTotalBeforeShipping: subtotalWithDiscount,
    appliedCouponCode: outcome.couponCode,
    couponUsedUp: outcome.couponRefusal === 'used-up',
    freeShipping: outcome.freeShipping,
    lineDiscounts,
    appliedRuleIds: outcome.appliedRuleIds,
  };
}

/** Whether `code` would give its rule's discount to the cart now (the check applyCouponToCart and mergeCarts make). */
export function couponApplies(db: Db, cart: Pick<CartRow, 'quote_id' | 'customer_id' | 'coupon_code'>, code: string, today: string): string | null {
  return cartRulesOutcome(db, cart, today, code).couponCode;
}

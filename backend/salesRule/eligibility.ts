import type { SalesRule } from './salesRule';

/** Who is shopping, with which coupon, on which day, and how often they already used each rule. */
export interface ShopperContext {
  customerId: number | null;
  customerGroupId: number;
  /** The coupon code on the cart, or null. */
  couponCode: string | null;
  /** Store-local YYYY-MM-DD. */
  today: string;
  /** salesrule_customer.times_used of this customer, by rule id. */
  customerUses: ReadonlyMap<number, number>;
}

export type Eligibility = 'eligible' | 'not-for-this-cart' | 'used-up';

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether the rule may run on this cart before its conditions are looked at (Magento's rule
 * collection filter and Utility::canProcessRule with ValidateCoupon): active, in its dates, for the
 * shopper's customer group, its coupon on the cart, and neither the coupon's uses nor this
 * customer's used up. A guest has no uses of their own to count (Magento counts uses per customer
 * for customers only), so only the coupon's total limits a guest.
 */
export function ruleEligibility(rule: SalesRule, shopper: ShopperContext): Eligibility {
  if (!rule.isActive) return 'not-for-this-cart';
  if (rule.fromDate && shopper.today < rule.fromDate) return 'not-for-this-cart';
  if (rule.toDate && shopper.today > rule.toDate) return 'not-for-this-cart';
  if (!rule.customerGroupIds.includes(shopper.customerGroupId)) return 'not-for-this-cart';
  if (rule.code !== null && (!shopper.couponCode || !sameCode(rule.code, shopper.couponCode))) return 'not-for-this-cart';
  if (rule.code !== null && rule.usesPerCoupon > 0 && rule.timesUsed >= rule.usesPerCoupon) return 'used-up';
  if (shopper.customerId !== null && rule.usesPerCustomer > 0 && (shopper.customerUses.get(rule.ruleId) ?? 0) >= rule.usesPerCustomer) return 'used-up';
  return 'eligible';
}

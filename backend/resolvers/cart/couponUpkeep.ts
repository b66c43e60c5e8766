import { setCartCoupon, type CartRow } from '../../repositories/cart/cartRepository';
import { couponApplies } from '../../salesRule/cartTotals';
import type { Db } from '../../types';

/**
 * After the cart's items change, Magento's totals collection drops a coupon whose rule no longer
 * applies (an emptied cart, a subtotal under the rule's minimum, no item the rule takes): the cart forgets it.
 */
export function dropCouponIfUnusable(db: Db, cart: CartRow, today: string): void {
  if (cart.coupon_code && !couponApplies(db, cart, cart.coupon_code, today)) setCartCoupon(db, cart.quote_id, null);
}

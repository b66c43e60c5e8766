import { cartItemSummary, setCartCoupon, type CartRow } from '../../repositories/cart/cartRepository';
import { applicableRule } from '../../repositories/cart/cartTotals';
import type { Db } from '../../types';

/**
 * After the cart's items change, Magento's totals collection drops a coupon whose rule no longer
 * applies (an emptied cart, a subtotal under the rule's minimum): the cart forgets it.
 */
export function dropCouponIfUnusable(db: Db, cart: CartRow, today: string): void {
  if (!cart.coupon_code) return;
  const subtotal = cartItemSummary(db, cart.quote_id).subtotal;
  if (!applicableRule(db, cart.coupon_code, subtotal, today)) setCartCoupon(db, cart.quote_id, null);
}

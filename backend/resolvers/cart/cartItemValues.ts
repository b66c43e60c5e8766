import { listCartItems } from '../../repositories/cart/cartItems';
import type { CartRow } from '../../repositories/cart/cartRepository';
import { splitDiscount } from '../../repositories/cart/lineDiscounts';
import type { RequestContext } from '../../types';
import { toCartItemValue, type CartItemValue, type LineDiscount } from './cartItemFields';
import { totalsOf } from './cartPriceFields';

/**
 * Cart.items: the cart's lines, each with its share of every discount the cart gets (the same
 * split placeOrder writes on the order's lines), so the items' discounts add up to the cart's.
 */
export function cartItemValues(cart: CartRow, ctx: RequestContext): CartItemValue[] {
  const rows = listCartItems(ctx.db, cart.quote_id);
  const rowTotals = rows.map((row) => row.price * row.qty);
  const shares = totalsOf(cart, ctx).discounts.map((discount) => ({ label: discount.label, amounts: splitDiscount(rowTotals, discount.amount) }));
  return rows.map((row, index) =>
    toCartItemValue(
      row,
      shares.flatMap(({ label, amounts }): LineDiscount[] => (amounts[index] > 0 ? [{ amount: amounts[index], label }] : [])),
    ),
  );
}

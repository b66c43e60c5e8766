import { listCartItems } from '../../repositories/cart/cartItems';
import type { CartRow } from '../../repositories/cart/cartRepository';
import type { RequestContext } from '../../types';
import { toCartItemValue, type CartItemValue } from './cartItemFields';
import { totalsOf } from './cartPriceFields';

/**
 * Cart.items: the cart's lines, each with the discounts the cart price rules gave it (the same
 * amounts placeOrder writes on the order's lines), so the items' discounts add up to the cart's.
 */
export function cartItemValues(cart: CartRow, ctx: RequestContext): CartItemValue[] {
  const { lineDiscounts } = totalsOf(cart, ctx);
  return listCartItems(ctx.db, cart.quote_id).map((row) => toCartItemValue(row, lineDiscounts.get(row.item_id) ?? []));
}

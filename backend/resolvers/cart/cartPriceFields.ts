import type { CartResolvers } from '../../__generated__/resolvers';
import { selectedShippingRate } from '../../checkout/cartTotals';
import type { CartRow } from '../../repositories/cart/cartRepository';
import { cartTotals, type CartTotals } from '../../repositories/cart/cartTotals';
import type { RequestContext } from '../../types';
import { storeToday } from '../catalog/loaders';

// One totals computation per cart answer, however many of its price fields the client asks for.
const computed = new WeakMap<CartRow, CartTotals>();
export function totalsOf(cart: CartRow, ctx: RequestContext): CartTotals {
  let totals = computed.get(cart);
  if (!totals) computed.set(cart, (totals = cartTotals(ctx.db, cart, storeToday(ctx))));
  return totals;
}

/** Cart.prices, applied_coupons and applied_coupon from cartTotals, with the chosen shipping method's rate in the grand total (no tax in this shop). */
export const cartPriceFields: Pick<CartResolvers, 'prices' | 'applied_coupons' | 'applied_coupon'> = {
  prices: (cart: CartRow, _: unknown, ctx: RequestContext) => {
    const totals = totalsOf(cart, ctx);
    const subtotal = ctx.money(totals.subtotal);
    const shipping = selectedShippingRate(ctx.db, cart.quote_id, totals.subtotalWithDiscount)?.amount ?? 0;
    return {
      grand_total: ctx.money(totals.grandTotalBeforeShipping + shipping),
      subtotal_including_tax: subtotal,
      subtotal_excluding_tax: subtotal,
      subtotal_with_discount_excluding_tax: ctx.money(totals.subtotalWithDiscount),
      // No tax rule in this shop (shelf prices include PPN): Magento's empty list.
      applied_taxes: [],
      // Magento answers null, not an empty list, when no rule gives a discount.
      discounts: totals.discounts.length ? totals.discounts.map((d) => ({ amount: ctx.money(d.amount), label: d.label, applied_to: 'ITEM' as const })) : null,
    };
  },
  applied_coupons: (cart: CartRow, _: unknown, ctx: RequestContext) => {
    const code = totalsOf(cart, ctx).appliedCouponCode;
    return code ? [{ code }] : null;
  },
  applied_coupon: (cart: CartRow, _: unknown, ctx: RequestContext) => {
    const code = totalsOf(cart, ctx).appliedCouponCode;
    return code ? { code } : null;
  },
};

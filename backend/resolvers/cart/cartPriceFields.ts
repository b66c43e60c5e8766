import type { CartResolvers } from '../../__generated__/resolvers';
import { selectedShippingRate } from '../../checkout/cartTotals';
import { cartLoyaltyTotals, type LoyaltyTotals } from '../../checkout/loyaltyTotals';
import type { CartRow } from '../../repositories/cart/cartRepository';
import { cartTotals, type CartTotals } from '../../salesRule/cartTotals';
import type { RequestContext } from '../../types';
import { storeToday } from '../../storeDate';

// One totals computation per cart answer, however many of its price fields the client asks for.
const computed = new WeakMap<CartRow, CartTotals>();
export function totalsOf(cart: CartRow, ctx: RequestContext): CartTotals {
  let totals = computed.get(cart);
  if (!totals) computed.set(cart, (totals = cartTotals(ctx.db, cart, storeToday(ctx))));
  return totals;
}

const dues = new WeakMap<CartRow, LoyaltyTotals>();
/**
 * The reward points and store credit the cart spends on its total (items less discount plus the
 * chosen shipping method's rate) and what is left to pay: once per cart answer, for prices, the
 * applied amounts and the payment methods alike.
 */
export function loyaltyOf(cart: CartRow, ctx: RequestContext): LoyaltyTotals {
  let due = dues.get(cart);
  if (!due) {
    const totals = totalsOf(cart, ctx);
    const shipping = selectedShippingRate(ctx.db, cart.quote_id, { subtotal: totals.subtotalWithDiscount, freeShipping: totals.freeShipping })?.amount ?? 0;
    dues.set(cart, (due = cartLoyaltyTotals(ctx.db, cart.quote_id, totals.grandTotalBeforeShipping + shipping)));
  }
  return due;
}

/**
 * Cart.prices, applied_coupons and applied_coupon from cartTotals. The grand total holds the chosen
 * shipping method's rate (no tax in this shop) and is what is left after reward points and store
 * credit, which are not discounts (Adobe Commerce shows them in applied_reward_points and applied_store_credit).
 */
export const cartPriceFields: Pick<CartResolvers, 'prices' | 'applied_coupons' | 'applied_coupon'> = {
  prices: (cart: CartRow, _: unknown, ctx: RequestContext) => {
    const totals = totalsOf(cart, ctx);
    const subtotal = ctx.money(totals.subtotal);
    return {
      grand_total: ctx.money(loyaltyOf(cart, ctx).grandTotal),
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

import type { MutationResolvers } from '../../__generated__/resolvers';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../../errors';
import { cartItemSummary, reloadCart, setCartCoupon } from '../../repositories/cart/cartRepository';
import { applicableRule } from '../../repositories/cart/cartTotals';
import type { RequestContext } from '../../types';
import { storeToday } from '../../storeDate';
import { getCartForUser } from './getCartForUser';

// Magento's messages (QuoteGraphQl ApplyCouponToCart / RemoveCouponFromCart, SalesRule CouponManagement).
export const COUPON_MESSAGES = {
  codeMissing: 'Required parameter "coupon_code" is missing',
  alreadyApplied: 'A coupon is already applied to the cart. Please remove it to apply another',
  emptyCartApply: 'Cart does not contain products.',
  emptyCartRemove: 'Cart does not contain products',
  invalid: "The coupon code isn't valid. Verify the code and try again.",
} as const;

/**
 * Magento's applyCouponToCart: one coupon per cart; the cart must hold items and the rule must
 * apply to it now (active, within its dates, the subtotal at its minimum) or the code "isn't valid".
 */
export const applyCouponToCart: MutationResolvers['applyCouponToCart'] = (_parent, args: { input?: { cart_id: string; coupon_code: string } | null }, ctx: RequestContext) => {
  const input = args.input;
  if (!input?.cart_id) throw new GraphQlInputException('Required parameter "cart_id" is missing');
  if (!input.coupon_code?.trim()) throw new GraphQlInputException(COUPON_MESSAGES.codeMissing);
  const cart = getCartForUser(ctx, input.cart_id);
  if (cart.coupon_code) throw new GraphQlInputException(COUPON_MESSAGES.alreadyApplied);
  const summary = cartItemSummary(ctx.db, cart.quote_id);
  if (summary.totalQuantity <= 0) throw new GraphQlNoSuchEntityException(COUPON_MESSAGES.emptyCartApply);
  const rule = applicableRule(ctx.db, input.coupon_code, summary.subtotal, storeToday(ctx));
  if (!rule) throw new GraphQlNoSuchEntityException(COUPON_MESSAGES.invalid);
  setCartCoupon(ctx.db, cart.quote_id, rule.code);
  return { cart: reloadCart(ctx.db, cart.quote_id) };
};

/** Magento's removeCouponFromCart: the cart must hold items; without a coupon it is a no-op. */
export const removeCouponFromCart: MutationResolvers['removeCouponFromCart'] = (_parent, args: { input?: { cart_id: string } | null }, ctx: RequestContext) => {
  const input = args.input;
  if (!input?.cart_id) throw new GraphQlInputException('Required parameter "cart_id" is missing');
  const cart = getCartForUser(ctx, input.cart_id);
  if (cartItemSummary(ctx.db, cart.quote_id).totalQuantity <= 0) throw new GraphQlNoSuchEntityException(COUPON_MESSAGES.emptyCartRemove);
  setCartCoupon(ctx.db, cart.quote_id, null);
  return { cart: reloadCart(ctx.db, cart.quote_id) };
};

import type { MutationResolvers } from '../../__generated__/resolvers';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../../errors';
import { cartItemSummary, reloadCart, setCartCoupon } from '../../repositories/cart/cartRepository';
import { cartTotals, couponApplies } from '../../salesRule/cartTotals';
import { COUPON_NOT_VALID } from '../../salesRule/couponMessages';
import type { RequestContext } from '../../types';
import { storeToday } from '../../storeDate';
import { getCartForUser } from './getCartForUser';

// Magento's messages (QuoteGraphQl ApplyCouponToCart / RemoveCouponFromCart, SalesRule CouponManagement).
export const COUPON_MESSAGES = {
  codeMissing: 'Required parameter "coupon_code" is missing',
  alreadyApplied: 'A coupon is already applied to the cart. Please remove it to apply another',
  emptyCartApply: 'Cart does not contain products.',
  emptyCartRemove: 'Cart does not contain products',
  invalid: COUPON_NOT_VALID,
} as const;

/**
 * Magento's applyCouponToCart: one coupon per cart (a kept coupon that no longer applies does not
 * count: Magento's totals collection forgets it); the cart must hold items and the coupon's rule
 * must apply to it now (active, in its dates, for the shopper's group, uses left, its conditions met
 * and an item its actions take) or the code "isn't valid".
 */
export const applyCouponToCart: MutationResolvers['applyCouponToCart'] = (_parent, args: { input?: { cart_id: string; coupon_code: string } | null }, ctx: RequestContext) => {
  const input = args.input;
  if (!input?.cart_id) throw new GraphQlInputException('Required parameter "cart_id" is missing');
  if (!input.coupon_code?.trim()) throw new GraphQlInputException(COUPON_MESSAGES.codeMissing);
  const cart = getCartForUser(ctx, input.cart_id);
  const today = storeToday(ctx);
  if (cart.coupon_code && cartTotals(ctx.db, cart, today).appliedCouponCode) throw new GraphQlInputException(COUPON_MESSAGES.alreadyApplied);
  if (cartItemSummary(ctx.db, cart.quote_id).totalQuantity <= 0) throw new GraphQlNoSuchEntityException(COUPON_MESSAGES.emptyCartApply);
  const code = couponApplies(ctx.db, cart, input.coupon_code, today);
  if (!code) throw new GraphQlNoSuchEntityException(COUPON_MESSAGES.invalid);
  setCartCoupon(ctx.db, cart.quote_id, code);
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

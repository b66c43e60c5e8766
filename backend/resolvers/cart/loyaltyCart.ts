import { GraphQlAuthorizationException } from '../../errors';
import type { CartRow } from '../../repositories/cart/cartRepository';
import type { RequestContext } from '../../types';
import { getCartForUser } from './getCartForUser';

/**
 * The cart a reward points or store credit mutation works on: Adobe Commerce refuses a guest first
 * (each module with its own message), then loads the cart through GetCartForUser, so someone
 * else's cart, an unknown id or an ordered cart answer as everywhere else in the cart domain.
 */
export function loyaltyCart(ctx: RequestContext, cartId: string | null | undefined, guestMessage: string): { cart: CartRow; customerId: number } {
  const customerId = ctx.customerId;
  if (customerId === null) throw new GraphQlAuthorizationException(guestMessage);
  return { cart: getCartForUser(ctx, cartId), customerId };
}

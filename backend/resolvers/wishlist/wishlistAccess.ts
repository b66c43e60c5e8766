import { GraphQlAuthorizationException, GraphQlInputException } from '../../errors';
import { customerWishlist, findCustomerWishlist, findWishlist, type WishlistRow } from '../../repositories/wishlistRepository';
import type { RequestContext } from '../../types';
import { WISHLIST_MESSAGES } from './messages';

// Who may use which wishlist, as Magento's wishlist resolvers decide it.

/** PHP's (int) cast of a string: leading spaces, a sign and digits; anything else reads as 0. */
export function phpInt(value: string): number {
  const match = /^[ \t\n\r\v\f]*([+-]?\d+)/.exec(value);
  return match ? Number.parseInt(match[1], 10) : 0;
}

/** wishlist/general/active (on unless set to 0). */
export function assertWishlistEnabled(ctx: RequestContext): void {
  if (ctx.config('wishlist/general/active') === '0') throw new GraphQlInputException(WISHLIST_MESSAGES.disabled);
}

/** The signed-in customer of a wishlist mutation: the wishlist must be on, a guest is refused. */
export function wishlistCustomerId(ctx: RequestContext): number {
  assertWishlistEnabled(ctx);
  const customerId = ctx.customerId;
  if (!customerId) throw new GraphQlAuthorizationException(WISHLIST_MESSAGES.guest);
  return customerId;
}

/**
 * The wishlist a mutation names: a positive id is that wishlist, which must be the customer's
 * ("The wishlist was not found."); "0", a negative or a non-numeric id is the customer's own,
 * made when the customer has none yet.
 */
export function mutationWishlist(ctx: RequestContext, wishlistId: string, customerId: number): WishlistRow {
  const id = phpInt(wishlistId);
  if (id <= 0) return customerWishlist(ctx.db, customerId);
  const wishlist = findWishlist(ctx.db, id);
  if (!wishlist || wishlist.customer_id !== customerId) throw new GraphQlInputException(WISHLIST_MESSAGES.notFound);
  return wishlist;
}

/** Customer.wishlist_v2: the customer's wishlist by id ("0" or non-numeric: the customer's own, if any); null for any other. */
export function wishlistById(ctx: RequestContext, wishlistId: string, customerId: number): WishlistRow | null {
  const id = phpInt(wishlistId);
  const wishlist = id > 0 ? findWishlist(ctx.db, id) : findCustomerWishlist(ctx.db, customerId);
  return wishlist && wishlist.customer_id === customerId ? wishlist : null;
}

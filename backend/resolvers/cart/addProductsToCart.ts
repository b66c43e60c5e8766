import type { CartItemInput, MutationResolvers } from '../../__generated__/resolvers';
import type { RequestContext } from '../../types';
import { storeToday } from '../../storeDate';
import { addCartItem } from './addCartItem';
import { CartUserInputError } from './cartUserInputError';
import { getCartForUser } from './getCartForUser';

/**
 * Magento's addProductsToCart: each item is added or refused on its own; refusals come back in
 * user_errors (HTTP 200) next to the cart. Cart errors (unknown, inactive, foreign) stay top-level.
 */
export const addProductsToCart: MutationResolvers['addProductsToCart'] = (_parent, args: { cartId: string; cartItems: CartItemInput[] }, ctx: RequestContext) => {
  const cart = getCartForUser(ctx, args.cartId);
  const today = storeToday(ctx);
  const user_errors: Array<{ code: CartUserInputError['code']; message: string }> = [];
  for (const item of args.cartItems) {
    try {
      ctx.db.transaction(() => addCartItem(ctx.db, cart.quote_id, item, today))();
    } catch (error) {
      if (!(error instanceof CartUserInputError)) throw error;
      user_errors.push({ code: error.code, message: error.message });
    }
  }
  return { cart, user_errors };
};

import type { MutationResolvers, WishlistCartUserInputErrorType } from '../../__generated__/resolvers';
import { GraphQlInputException } from '../../errors';
import { loadProductRows } from '../../repositories/catalog/productRows';
import { deleteWishlistItem, findWishlist, listWishlistItems, touchWishlist, type WishlistRow } from '../../repositories/wishlistRepository';
import { customerCartOf } from '../cart';
import { addCartItem } from '../cart/addCartItem';
import { CartUserInputError } from '../cart/cartUserInputError';
import { storeToday } from '../../storeDate';
import { WISHLIST_MESSAGES } from './messages';
import { mutationWishlist, wishlistCustomerId } from './wishlistAccess';
import { wishlistCartItem } from './wishlistCartItem';

// Magento's addWishlistItemsToCart (WishlistGraphQl Resolver\Wishlist\AddToCart): each item goes to
// the customer's active cart as addProductsToCart adds it, in its own transaction; an added item
// leaves the wishlist, a refused one stays and its refusal is reported with its ids.

interface CartUserError {
  code: WishlistCartUserInputErrorType;
  message: string;
  wishlistId: string;
  wishlistItemId: string;
}

export const addWishlistItemsToCart: MutationResolvers['addWishlistItemsToCart'] = (_parent, args, ctx) => {
  const customerId = wishlistCustomerId(ctx);
  // PHP's empty(): "" and "0" name no wishlist.
  if (args.wishlistId === '' || args.wishlistId === '0') throw new GraphQlInputException(WISHLIST_MESSAGES.wishlistIdRequired);
  const wishlist = mutationWishlist(ctx, args.wishlistId, customerId);
  const listed = listWishlistItems(ctx.db, wishlist.wishlist_id);
  const ids = args.wishlistItemIds ?? [];
  // Compared as PHP's array_diff compares them: as strings.
  const unknown = ids.filter((id) => !listed.some((item) => String(item.wishlist_item_id) === id));
  if (unknown.length) throw new GraphQlInputException(WISHLIST_MESSAGES.itemsNotFound(unknown));
  const chosen = ids.length ? listed.filter((item) => ids.includes(String(item.wishlist_item_id))) : listed;

  const cart = customerCartOf(ctx, customerId);
  const today = storeToday(ctx);
  const products = loadProductRows(ctx.db, chosen.map((item) => item.product_id));
  const errors: CartUserError[] = [];
  for (const item of chosen) {
    try {
      ctx.db.transaction(() => {
        // listWishlistItems lists only items whose product exists (and is enabled and visible).
        addCartItem(ctx.db, cart.quote_id, wishlistCartItem(item, products.get(item.product_id)?.sku ?? ''), today);
        deleteWishlistItem(ctx.db, item.wishlist_item_id);
      })();
    } catch (error) {
      if (!(error instanceof CartUserInputError)) throw error;
      errors.push({ code: error.code, message: error.message, wishlistId: String(wishlist.wishlist_id), wishlistItemId: String(item.wishlist_item_id) });
    }
  }
  if (errors.length < chosen.length) touchWishlist(ctx.db, wishlist.wishlist_id);
  return {
    wishlist: findWishlist(ctx.db, wishlist.wishlist_id) as WishlistRow,
    status: errors.length === 0,
    add_wishlist_items_to_cart_user_errors: errors,
  };
};

import type { MutationResolvers, WishlistItemInput, WishlistItemUpdateInput, WishListUserInputErrorType } from '../../__generated__/resolvers';
import { loadProductRows, ENABLED } from '../../repositories/catalog/productRows';
import {
  buyRequestOf,
  deleteWishlistItem,
  findWishlist,
  findWishlistItem,
  insertWishlistItem,
  listWishlistItems,
  setWishlistItemQty,
  touchWishlist,
  updateWishlistItem,
  wishlistDateTime,
  type WishlistRow,
} from '../../repositories/wishlistRepository';
import { FIELD_LIMITS, isTooLong } from '../../text/fieldLimits';
import type { Db, RequestContext } from '../../types';
import { WISHLIST_MESSAGES } from './messages';
import { mutationWishlist, phpInt, wishlistCustomerId } from './wishlistAccess';
import { assertWishlistQty, optionsKey, productBuyRequest, storedQty, WishlistUserError, wishlistCandidate } from './wishlistOptions';

// Magento's addProductsToWishlist, updateProductsInWishlist and removeProductsFromWishlist: each
// item is done or refused on its own (refusals in user_errors, HTTP 200), and the wishlist comes
// back as it is afterwards. Wishlist errors (guest, someone else's wishlist) stay top-level.

type UserError = { code: WishListUserInputErrorType; message: string };

/** Runs each entry in its own transaction; a WishlistUserError becomes a user error. Returns whether any was done. */
function eachEntry<T>(db: Db, entries: readonly T[], errors: UserError[], run: (entry: T) => void): boolean {
  let done = false;
  for (const entry of entries) {
    try {
      db.transaction(() => run(entry))();
      done = true;
    } catch (error) {
      if (!(error instanceof WishlistUserError)) throw error;
      errors.push({ code: error.code, message: error.message });
    }
  }
  return done;
}

const output = (db: Db, wishlist: WishlistRow, user_errors: UserError[]) => ({ wishlist: findWishlist(db, wishlist.wishlist_id) as WishlistRow, user_errors });

/** Adds the item, or adds its quantity to the listed item of the same product and options. */
function addItem(ctx: RequestContext, wishlist: WishlistRow, input: WishlistItemInput): void {
  const { product, buyRequest } = wishlistCandidate(ctx.db, input);
  const key = optionsKey(buyRequest);
  const same = listWishlistItems(ctx.db, wishlist.wishlist_id).find((item) => item.product_id === product.entity_id && optionsKey(buyRequestOf(item)) === key);
  const qty = storedQty(same ? same.qty + input.quantity : input.quantity);
  assertWishlistQty(ctx.db, product, buyRequest, qty);
  if (same) setWishlistItemQty(ctx.db, same.wishlist_item_id, qty);
  else insertWishlistItem(ctx.db, wishlist.wishlist_id, { productId: product.entity_id, storeId: ctx.store.id, qty, buyRequest, addedAt: wishlistDateTime() });
}

/**
 * Sets the item's quantity (required: a missing or zero one is refused, as Magento casts it to an
 * integer) and description (cleared when not given), and its options when selected_options is
 * given. Options that make it the same as another listed item move its quantity onto that item.
 */
function updateItem(ctx: RequestContext, wishlist: WishlistRow, input: WishlistItemUpdateInput): void {
  const itemId = phpInt(input.wishlist_item_id);
  const item = findWishlistItem(ctx.db, wishlist.wishlist_id, itemId);
  if (!item) throw new WishlistUserError('UNDEFINED', WISHLIST_MESSAGES.notInWishlist(itemId));
  if (Math.trunc(input.quantity ?? 0) === 0) throw new WishlistUserError('UNDEFINED', WISHLIST_MESSAGES.qtyZero);
  const product = loadProductRows(ctx.db, [item.product_id]).get(item.product_id);
  if (!product || product.status !== ENABLED) throw new WishlistUserError('UNDEFINED', WISHLIST_MESSAGES.productDisabled);
  const qty = storedQty(input.quantity as number);
  const description = input.description ?? null;
  if (isTooLong(description, FIELD_LIMITS.wishlist.description)) throw new WishlistUserError('UNDEFINED', WISHLIST_MESSAGES.descriptionTooLong(FIELD_LIMITS.wishlist.description));
  const buyRequest = input.selected_options ? productBuyRequest(ctx.db, product, [...input.selected_options], null) : item.buy_request ? buyRequestOf(item) : null;
  const key = optionsKey(buyRequest);
  const other = listWishlistItems(ctx.db, wishlist.wishlist_id).find(
    (candidate) => candidate.wishlist_item_id !== item.wishlist_item_id && candidate.product_id === item.product_id && optionsKey(buyRequestOf(candidate)) === key,
  );
  if (other) {
    const otherRequest = other.buy_request ? buyRequestOf(other) : null;
    const merged = storedQty(other.qty + qty);
    assertWishlistQty(ctx.db, product, otherRequest, merged);
    updateWishlistItem(ctx.db, other.wishlist_item_id, { qty: merged, description, buyRequest: otherRequest });
    deleteWishlistItem(ctx.db, item.wishlist_item_id);
  } else {
    assertWishlistQty(ctx.db, product, buyRequest, qty);
    updateWishlistItem(ctx.db, item.wishlist_item_id, { qty, description, buyRequest });
  }
}

export const addProductsToWishlist: MutationResolvers['addProductsToWishlist'] = (_parent, args, ctx) => {
  const customerId = wishlistCustomerId(ctx);
  const wishlist = mutationWishlist(ctx, args.wishlistId, customerId);
  const errors: UserError[] = [];
  if (eachEntry(ctx.db, args.wishlistItems, errors, (input) => addItem(ctx, wishlist, input))) touchWishlist(ctx.db, wishlist.wishlist_id);
  return output(ctx.db, wishlist, errors);
};

export const updateProductsInWishlist: MutationResolvers['updateProductsInWishlist'] = (_parent, args, ctx) => {
  const customerId = wishlistCustomerId(ctx);
  const wishlist = mutationWishlist(ctx, args.wishlistId, customerId);
  const errors: UserError[] = [];
  if (eachEntry(ctx.db, args.wishlistItems, errors, (input) => updateItem(ctx, wishlist, input))) touchWishlist(ctx.db, wishlist.wishlist_id);
  return output(ctx.db, wishlist, errors);
};

export const removeProductsFromWishlist: MutationResolvers['removeProductsFromWishlist'] = (_parent, args, ctx) => {
  const customerId = wishlistCustomerId(ctx);
  const wishlist = mutationWishlist(ctx, args.wishlistId, customerId);
  const errors: UserError[] = [];
  eachEntry(ctx.db, args.wishlistItemsIds, errors, (id) => {
    const itemId = phpInt(id);
    if (!findWishlistItem(ctx.db, wishlist.wishlist_id, itemId)) throw new WishlistUserError('UNDEFINED', WISHLIST_MESSAGES.notInWishlist(itemId));
    deleteWishlistItem(ctx.db, itemId);
  });
  // Magento saves the wishlist (its updated_at) whenever ids were given.
  if (args.wishlistItemsIds.length) touchWishlist(ctx.db, wishlist.wishlist_id);
  return output(ctx.db, wishlist, errors);
};

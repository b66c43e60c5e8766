import type { CustomerResolvers, Resolvers, WishlistResolvers } from '../../__generated__/resolvers';
import type { CustomerRow } from '../../repositories/customerRepository';
import { countWishlistItems, customerWishlist, listWishlistItems, type WishlistRow } from '../../repositories/wishlistRepository';
import type { RequestContext } from '../../types';
import { assertWishlistEnabled, wishlistById } from './wishlistAccess';
import { bundleWishlistItemFields, configurableWishlistItemFields, toWishlistItemValue, wishlistItemFields } from './wishlistItemFields';
import { addWishlistItemsToCart } from './addWishlistItemsToCart';
import { addProductsToWishlist, removeProductsFromWishlist, updateProductsInWishlist } from './wishlistMutations';

// Magento's WishlistGraphQl: the signed-in customer's wishlist (Customer.wishlists, wishlist_v2 and
// the deprecated wishlist) and the mutations on it (wishlistMutations.ts,
// addWishlistItemsToCart.ts). The customer query has already refused a guest or a dead
// token with "The current customer isn't authorized.".

const customerFields: CustomerResolvers = {
  // Open Source keeps one wishlist per customer: the list holds it, made on first use.
  wishlists: (customer: CustomerRow, _args: unknown, ctx: RequestContext) => {
    assertWishlistEnabled(ctx);
    return [customerWishlist(ctx.db, customer.entity_id)];
  },
  wishlist: (customer: CustomerRow, _args: unknown, ctx: RequestContext) => {
    assertWishlistEnabled(ctx);
    return customerWishlist(ctx.db, customer.entity_id);
  },
  wishlist_v2: (customer: CustomerRow, args: { id: string }, ctx: RequestContext) => {
    assertWishlistEnabled(ctx);
    return wishlistById(ctx, args.id, customer.entity_id);
  },
};

/**
 * One page of the listed items, as Magento's item collection pages it: a page past the end answers
 * the last page; a page size below 1 means no paging (every item on page 1).
 */
const itemsV2: WishlistResolvers['items_v2'] = (wishlist: WishlistRow, args, ctx: RequestContext) => {
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  const size = pageSize > 0 ? pageSize : null;
  const total = countWishlistItems(ctx.db, wishlist.wishlist_id);
  const lastPage = size && total ? Math.ceil(total / size) : 1;
  const page = currentPage > 0 ? Math.min(currentPage, lastPage) : 1;
  const rows = listWishlistItems(ctx.db, wishlist.wishlist_id, size ? { limit: size, offset: (page - 1) * size } : undefined);
  return {
    items: rows.map(toWishlistItemValue),
    page_info: { current_page: page, page_size: size, total_pages: lastPage },
  };
};

const wishlistFields: WishlistResolvers = {
  id: (wishlist: WishlistRow) => String(wishlist.wishlist_id),
  items_count: (wishlist: WishlistRow, _args: unknown, ctx: RequestContext) => countWishlistItems(ctx.db, wishlist.wishlist_id),
  sharing_code: (wishlist: WishlistRow) => wishlist.sharing_code,
  updated_at: (wishlist: WishlistRow) => wishlist.updated_at,
  items_v2: itemsV2,
};

export const wishlistResolvers: Resolvers = {
  Customer: customerFields,
  Wishlist: wishlistFields,
  Mutation: { addProductsToWishlist, removeProductsFromWishlist, updateProductsInWishlist, addWishlistItemsToCart },
  // Interface fields are declared once and shared by every wishlist item type.
  SimpleWishlistItem: wishlistItemFields,
  VirtualWishlistItem: wishlistItemFields,
  GroupedProductWishlistItem: wishlistItemFields,
  ConfigurableWishlistItem: { ...wishlistItemFields, ...configurableWishlistItemFields },
  BundleWishlistItem: { ...wishlistItemFields, ...bundleWishlistItemFields },
};

import { tooLong } from '../../text/fieldLimits';

// Magento 2.4.7's wishlist messages, word for word: Magento_WishlistGraphQl's resolvers
// (AddProductsToWishlist, RemoveProductsFromWishlist, UpdateProductsInWishlist, CustomerWishlists,
// WishlistById, Wishlist\AddToCart), Magento_Wishlist's Model\Wishlist\AddProductsToWishlist,
// RemoveProductsFromWishlist and UpdateProductsInWishlist, and the bundle product type.
export const WISHLIST_MESSAGES = {
  /** graphql-authorization: a guest calls a wishlist mutation. */
  guest: 'The current user cannot perform operations on wishlist',
  /** graphql-input: wishlist/general/active is off. */
  disabled: 'The wishlist configuration is currently disabled.',
  /** graphql-input: addWishlistItemsToCart with an empty wishlist id ("" or "0"). */
  wishlistIdRequired: '"wishlistId" value should be specified',
  /** graphql-input: addWishlistItemsToCart with item ids the wishlist does not list, joined by commas. */
  itemsNotFound: (ids: string[]) => `The wishlist item ids "${ids.join(',')}" were not found.`,
  /** graphql-input: the wishlist id is unknown or another customer's. */
  notFound: 'The wishlist was not found.',
  /** user error PRODUCT_NOT_FOUND; the SKU is parent_sku when given, else sku. */
  productNotFound: (sku: string) => `Could not find a product with SKU "${sku}"`,
  qtyZero: 'The quantity of a wish list item cannot be 0',
  productDisabled: 'The product is disabled',
  /** An item id that is not one of this wishlist's (listed) items. */
  notInWishlist: (id: number) => `The wishlist item with ID "${id}" does not belong to the wishlist`,
  /** Ours (Magento keeps the comment in a TEXT column): a comment over FIELD_LIMITS.wishlist.description. */
  descriptionTooLong: (limit: number) => tooLong('Comment', limit),
  /** The bundle type: a selection uid the bundle does not have. */
  bundleSelectionsUnavailable: 'The options you selected are not available.',
} as const;

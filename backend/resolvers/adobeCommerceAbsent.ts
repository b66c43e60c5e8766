import type { Resolvers } from '../__generated__/resolvers';
import { GraphQlInputException } from '../errors';

// Adobe Commerce features this store does not have (extensions/adobeCommerceAbsent.graphql): Venia's
// default build asks them on the cart, product, wishlist and CMS pages, so each query answers as a
// store without the feature and each mutation refuses with a message that says so.

export const ABSENT_FEATURE_MESSAGES = {
  giftCards: 'Gift cards are not available in this store.',
  giftOptions: 'Gift wrapping, gift receipts and printed cards are not available in this store.',
  multipleWishlists: 'Multiple wish lists are not available in this store: each customer has one wish list.',
} as const;

const refuse = (message: string) => () => {
  throw new GraphQlInputException(message);
};

export const adobeCommerceAbsentResolvers: Resolvers = {
  Query: {
    giftCardAccount: refuse(ABSENT_FEATURE_MESSAGES.giftCards),
    dynamicBlocks: () => ({ items: [], total_count: 0, page_info: { current_page: 1, page_size: 20, total_pages: 0 } }),
    dataServicesStorefrontInstanceContext: () => null,
    experienceConnectorContext: () => null,
  },
  Mutation: {
    applyGiftCardToCart: refuse(ABSENT_FEATURE_MESSAGES.giftCards),
    removeGiftCardFromCart: refuse(ABSENT_FEATURE_MESSAGES.giftCards),
    setGiftOptionsOnCart: refuse(ABSENT_FEATURE_MESSAGES.giftOptions),
    createWishlist: refuse(ABSENT_FEATURE_MESSAGES.multipleWishlists),
    updateWishlist: refuse(ABSENT_FEATURE_MESSAGES.multipleWishlists),
  },
  Cart: {
    applied_gift_cards: () => [],
    gift_receipt_included: () => false,
    printed_card_included: () => false,
    // GiftMessageGraphQl (core): this shop takes no gift message, so there is none to show.
    gift_message: () => null,
  },
  CartPrices: { gift_options: () => null },
  Wishlist: { name: () => null },
  StoreConfig: {
    allow_gift_receipt: () => '0',
    allow_printed_card: () => '0',
    allow_gift_wrapping_on_order: () => '0',
    allow_gift_wrapping_on_order_items: () => '0',
    enable_multiple_wishlists: () => '0',
    maximum_number_of_wishlists: () => null,
  },
};

// Which third-party operations the compatibility test holds our backend to.
//
// 1. BUILT_ROOT_FIELDS: the root fields of the domains the backend has built. An operation valid
//    against Magento 2.4.7 is selected when every root field it selects is listed here.
// 2. PENDING: parts of Magento's schema that belong to a domain not built yet. A selected operation
//    that touches one waits for that domain (reported, not run). The test fails when our schema
//    gains one of these, so the entry is removed as the domain lands and its operations start running.

export const BUILT_ROOT_FIELDS: Record<string, { query?: string[]; mutation?: string[] }> = {
  // Catalogue: product lists and pages, search, categories, URL resolution, and the introspection
  // of ProductAttributeFilterInput that Venia and GraphCommerce read to build their filters.
  catalogue: { query: ['products', 'categories', 'categoryList', 'category', 'route', 'urlResolver', '__type'] },
  // Store and directory: store configuration, store switcher, currencies, countries and regions,
  // and the reCAPTCHA v3 settings (always disabled: the backend checks no reCAPTCHA).
  store: { query: ['storeConfig', 'availableStores', 'currency', 'countries', 'country', 'recaptchaV3Config'] },
  // CMS: pages and blocks.
  cms: { query: ['cmsPage', 'cmsBlocks'] },
  // Cart: creating and reading a cart, adding products of every type, editing items and coupons,
  // and merging a guest cart into the signed-in customer's (mergeCarts retires its source, so its
  // operations get a cart of their own: CART_RETIRING_ROOT_FIELDS in variables.ts).
  cart: {
    query: ['cart', 'customerCart'],
    mutation: [
      'createEmptyCart',
      'addProductsToCart',
      'addSimpleProductsToCart',
      'addVirtualProductsToCart',
      'addConfigurableProductsToCart',
      'addBundleProductsToCart',
      'updateCartItems',
      'removeItemFromCart',
      'applyCouponToCart',
      'removeCouponFromCart',
      'mergeCarts',
    ],
  },
  // Checkout: the guest email, addresses, shipping and payment methods on the cart, placing the
  // order (placeOrder retires its cart, so its operations get one of their own, made ready to
  // order), and a guest's look-up of a placed order.
  checkout: {
    query: ['guestOrder'],
    mutation: ['setGuestEmailOnCart', 'setShippingAddressesOnCart', 'setBillingAddressOnCart', 'setShippingMethodsOnCart', 'setPaymentMethodOnCart', 'placeOrder'],
  },
  // Customer: the signed-in customer's account, address book (read and edited), orders (and
  // reordering one into the cart) and own reviews (Customer.reviews) (run with the demo customer's token).
  customer: { query: ['customer'], mutation: ['createCustomerAddress', 'updateCustomerAddress', 'deleteCustomerAddress', 'reorderItems'] },
  // Identity: signing in and out, signing up, the account's name, email and password, the
  // reset-password flow and whether an email is free (run as a guest unless CUSTOMER_ROOT_FIELDS
  // lists them: the account mutations then answer Magento's authorization refusal, the others
  // their business errors).
  identity: {
    query: ['isEmailAvailable'],
    mutation: [
      'generateCustomerToken',
      'revokeCustomerToken',
      'createCustomer',
      'createCustomerV2',
      'updateCustomer',
      'updateCustomerV2',
      'updateCustomerEmail',
      'changeCustomerPassword',
      'requestPasswordResetEmail',
      'resetPassword',
      'confirmEmail',
    ],
  },
  // Vault: the signed-in customer's stored payment tokens, and deleting one (run with the demo
  // customer's token).
  vault: { query: ['customerPaymentTokens'], mutation: ['deletePaymentToken'] },
  // Wishlist: the signed-in customer's wishlist (read through customer), adding, updating and
  // removing its items, and moving them to the cart (run with the demo customer's token).
  wishlist: { mutation: ['addProductsToWishlist', 'removeProductsFromWishlist', 'updateProductsInWishlist', 'addWishlistItemsToCart'] },
  // Newsletter: subscribing an email (run as a guest).
  newsletter: { mutation: ['subscribeEmailToNewsletter'] },
  // Contact: the Contact Us form (run as a guest; the message is stored, Magento would mail it).
  contact: { mutation: ['contactUs'] },
  // Compare: a guest's compare list by its uid (made for the run, holding one product), and
  // assigning one at sign-in (run with the demo customer's token, which also reads the customer's
  // list through customer.compare_list). Deleting or assigning gets a guest list of its own.
  compare: {
    query: ['compareList'],
    mutation: ['createCompareList', 'addProductsToCompareList', 'removeProductsFromCompareList', 'deleteCompareList', 'assignCompareListToCustomer'],
  },
  // Downloadable products: the legacy add mutation (the links chosen by id) and the signed-in
  // customer's purchased links (run with the demo customer's token).
  downloadable: { query: ['customerDownloadableProducts'], mutation: ['addDownloadableProductsToCart'] },
  // Reviews: the ratings a review gives and writing one (run as a guest: the review waits for moderation).
  reviews: { query: ['productReviewRatingsMetadata'], mutation: ['createProductReview'] },
};

/**
 * Schema coordinates of domains not built yet: `Type` (any field of it, or a fragment on it) or
 * `Type.field`, as Magento's schema names them.
 */
export type PendingDomains = ReadonlyArray<{ domain: string; coordinates: string[] }>;

// Empty since issue 24: every Magento 2.4.7 domain these storefronts touch is built.
export const PENDING: PendingDomains = [];

export type OperationKind = 'query' | 'mutation' | 'subscription';

/** Whether every root field of an operation belongs to a built domain. */
export function inBuiltDomains(kind: OperationKind, rootFields: string[]): boolean {
  const allowed = new Set(Object.values(BUILT_ROOT_FIELDS).flatMap((domain) => (kind === 'subscription' ? [] : (domain[kind] ?? []))));
  return rootFields.length > 0 && rootFields.every((field) => allowed.has(field));
}

/** The pending domain a coordinate belongs to, or null. */
export function pendingDomainOf(coordinate: string, pending: PendingDomains = PENDING): string | null {
  for (const { domain, coordinates } of pending) {
    if (coordinates.some((entry) => coordinate === entry || coordinate.startsWith(`${entry}.`))) return domain;
  }
  return null;
}

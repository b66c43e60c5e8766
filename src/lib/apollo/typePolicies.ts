import {
  type FieldMergeFunction,
  type PossibleTypesMap,
  type Reference,
  type StoreObject,
  type TypePolicies,
} from '@apollo/client';

/**
 * Implementations of the Magento 2.4.7 interfaces the storefront selects through: those its
 * documents spread a fragment on, and those whose type policy (keyFields, merge) its implementations
 * inherit. Only these: the map ships in the first JavaScript, and the cache needs no other
 * (src/lib/apollo/__tests__/possibleTypes.test.ts holds it to the documents and the backend's schema).
 */
const PRODUCT_TYPES = ['SimpleProduct', 'VirtualProduct', 'ConfigurableProduct', 'BundleProduct', 'GroupedProduct', 'DownloadableProduct'];

export const possibleTypes: PossibleTypesMap = {
  ProductInterface: PRODUCT_TYPES,
  CustomizableProductInterface: PRODUCT_TYPES.filter((type) => type !== 'GroupedProduct'),
  CategoryInterface: ['CategoryTree'],
  MediaGalleryInterface: ['ProductImage', 'ProductVideo'],
  CartItemInterface: ['SimpleCartItem', 'VirtualCartItem', 'ConfigurableCartItem', 'BundleCartItem', 'DownloadableCartItem'],
};

/** The shopper has one cart and is one customer: each is a single cache entry. */
export const CART_CACHE_ID = 'Cart';
export const CUSTOMER_CACHE_ID = 'Customer';

/** Lists the server always sends whole: the incoming list replaces the cached one. */
const replaceList: FieldMergeFunction = (_existing, incoming) => incoming;

type WishlistItemsPage = StoreObject & { items?: ReadonlyArray<Reference | StoreObject> };

/**
 * Wishlist.items_v2(currentPage, pageSize) is paged: page 1 starts the list over,
 * later pages are appended (an item already in the list is not added twice).
 */
const mergeWishlistPages: FieldMergeFunction<WishlistItemsPage, WishlistItemsPage> = (
  existing,
  incoming,
  { args },
) => {
  const currentPage = typeof args?.currentPage === 'number' ? args.currentPage : 1;
  if (!existing || currentPage <= 1) return incoming;
  const items = [...(existing.items ?? [])];
  const seen = new Set(items.map((item) => JSON.stringify(item)));
  for (const item of incoming.items ?? []) {
    if (!seen.has(JSON.stringify(item))) items.push(item);
  }
  return { ...existing, ...incoming, items };
};

/**
 * Venia's type policies, adapted to Magento 2.4.7. keyFields name fields every
 * query selecting the type must include (e.g. `uid` on products and cart items).
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // cart(cart_id) and customerCart are the one cart, whatever the id argument.
      cart: { keyArgs: () => CART_CACHE_ID },
      customerCart: { keyArgs: () => CART_CACHE_ID },
      customer: { keyArgs: () => CUSTOMER_CACHE_ID },
    },
  },
  Cart: {
    keyFields: () => CART_CACHE_ID,
    fields: {
      items: { merge: replaceList },
      applied_coupons: { merge: replaceList },
      available_payment_methods: { merge: replaceList },
      shipping_addresses: { merge: replaceList },
      prices: { merge: true },
    },
  },
  CartItemInterface: { keyFields: ['uid'] },
  ShippingCartAddress: {
    fields: {
      available_shipping_methods: { merge: replaceList },
      selected_shipping_method: { merge: true },
      country: { merge: true },
      region: { merge: true },
    },
  },
  AvailableShippingMethod: { keyFields: ['carrier_code', 'method_code'] },
  SelectedShippingMethod: { keyFields: ['carrier_code', 'method_code'] },
  AvailablePaymentMethod: { keyFields: ['code'] },
  SelectedPaymentMethod: { keyFields: ['code'] },
  // The option uid names product + attribute; the value uid tells "Size: M" from "Size: L".
  SelectedConfigurableOption: {
    keyFields: ['configurable_product_option_uid', 'configurable_product_option_value_uid'],
  },
  ConfigurableProductOptions: { keyFields: ['uid'] },
  Customer: {
    keyFields: () => CUSTOMER_CACHE_ID,
    merge: true,
    fields: {
      addresses: { merge: replaceList },
      // Every page, filter and sort of orders is its own entry (the dashboard's latest three, a
      // history page, one order by number), so no list overwrites another.
      orders: { keyArgs: ['filter', 'scope', 'sort', 'currentPage', 'pageSize'] },
    },
  },
  ProductInterface: { keyFields: ['uid'] },
  CategoryTree: {
    keyFields: ['uid'],
    fields: { children: { merge: replaceList } },
  },
  Breadcrumb: { keyFields: ['category_uid'] },
  StoreConfig: { keyFields: ['store_code'] },
  // Id-less value objects nested in products and carts: merge instead of warning about lost fields.
  MediaGalleryInterface: { merge: true },
  PriceRange: { merge: true },
  ProductPrice: { merge: true },
  Money: { merge: true },
  Currency: { merge: true },
  // The customer's points and credit: the dashboard reads the balances, their pages the history too.
  RewardPoints: { merge: true },
  CustomerStoreCredit: { merge: true },
  // A compare list is one entry per uid, so every mutation's answer updates the header count, the
  // compare buttons and the comparison page; its items and attributes come whole each time.
  CompareList: {
    keyFields: ['uid'],
    fields: { items: { merge: replaceList }, attributes: { merge: replaceList } },
  },
  Wishlist: {
    fields: {
      // The wishlist page's pages (12 at a time) and the hearts' one long page are kept apart.
      items_v2: { keyArgs: ['pageSize'], merge: mergeWishlistPages },
    },
  },
};

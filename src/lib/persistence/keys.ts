/**
 * Names of the records the storefront keeps in browser storage.
 * BrowserPersistence adds the commerce kit's prefix to each.
 */
export const PERSISTENCE_PREFIX = 'M2_VENIA_BROWSER_PERSISTENCE__';

export const StorageKeys = {
  signinToken: 'signin_token',
  signinRedirect: 'signin_redirect',
  storeViewCode: 'store_view_code',
  storeViewCurrency: 'store_view_currency',
  magentoCacheId: 'magento_cache_id',
  installAppPopupHide: 'installAppPopupHide',
  /** Set when the shopper closes the floating pharmacist banner: it stays closed, as the install prompt does. */
  floatingBannerHide: 'floatingBannerHide',
  cartId: 'cartId',
  billingAddress: 'billing_address',
  paymentMethod: 'paymentMethod',
  shippingAddress: 'shipping_address',
  shippingMethod: 'shippingMethod',
  availableShippingMethods: 'availableShippingMethods',
  /** What the shopper has typed into a checkout form but not yet submitted, so a reload keeps it. */
  checkoutDrafts: 'checkout_drafts',
  /** Set when a session ended by expiry: the next page load announces it once. */
  sessionExpired: 'session_expired',
  /** The language the shopper chose in their settings (a Magento locale code), over the store's. */
  localePreference: 'locale_preference',
  /** The shopper's product compare list (Magento's CompareList.uid): a guest's, or the signed-in customer's. */
  compareListUid: 'compare_list_uid',
  /** The health check's answers and contact step so far (sessionStorage: a reload keeps them, the visit's end drops them). */
  healthCheckDraft: 'healthcheck_draft',
  /** The province and postal code the cart's shipping estimate is for, and the method picked (sessionStorage). */
  shippingEstimate: 'shipping_estimate',
} as const;

export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

/** The checkout's saved step data: cleared together after an order and at sign-out. */
export const CHECKOUT_STORAGE_KEYS: readonly StorageKey[] = [
  StorageKeys.availableShippingMethods,
  StorageKeys.billingAddress,
  StorageKeys.paymentMethod,
  StorageKeys.shippingAddress,
  StorageKeys.shippingMethod,
  StorageKeys.checkoutDrafts,
];

/** Seconds the sign-in token and the sign-in redirect are kept. */
export const SIGNIN_TOKEN_TTL = 3600;
export const SIGNIN_REDIRECT_TTL = 3600;

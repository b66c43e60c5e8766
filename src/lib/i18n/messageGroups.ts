/*
 * Which strings travel with which JavaScript. i18n/en_US.json and id_ID.json hold every string;
 * the build (scripts/webpack/messageGroupLoader.js) cuts them into message groups, so the entry
 * carries only the chrome's strings and each lazy part brings its own:
 *
 * - an id belongs to the groups that list it whole ('search.title'), else to the groups that list
 *   its prefix (the part before the first dot: 'product' for 'product.sku'), else to `chrome`;
 * - `chrome` is bundled in the entry (header, menus, tab bar, route titles, toasts, error pages);
 * - every other group belongs to a lazy part and is named after its chunk: the part's
 *   `*.chunk.ts` module exports it and its English strings
 *   (`export { default as messages } from '@i18n/en_US.json?group=product-page'`), its lazy import
 *   is `lazy(withMessageGroup('product-page', () => import('./productPage.chunk')))`, and
 *   messageTranslations.ts loads its other languages.
 *
 * src/lib/i18n/__tests__/messageGroups.test.ts fails when code in a lazy part uses an id that is
 * neither in its group(s) nor in chrome, or when only lazy code uses an id that no group lists.
 * Must stay free of imports: the build runs this file to cut the JSON files.
 */

/** Listing pages (category, search): toolbar, sort, filters, pagination and the product cards. */
const LISTING = ['listing', 'sort', 'filters', 'pagination', 'productCard', 'rating', 'wishlistToggle', 'compareToggle'] as const;

/**
 * The account pages and the password and verification pages: one group, so their strings are one
 * module that every account page's chunk shares. Their route titles stay in the entry (ACCOUNT_TITLES).
 */
const ACCOUNT = [
  'account',
  'accountNav',
  'accountDashboard',
  'accountInformation',
  'addressBook',
  'orderHistory',
  'orderDetails',
  'trackingOrder',
  'wishlist',
  'rewardPoints',
  'storeCredit',
  'savedPayments',
  'communications',
  'productReview',
  'setting',
  'forgotPassword',
  'resetPassword',
  'emailVerification',
] as const;

/** The chrome shows route titles (document title, mobile top bar) before a page's chunk arrives. */
const ACCOUNT_TITLES = ACCOUNT.filter((prefix) => !['accountNav', 'accountDashboard'].includes(prefix)).map((prefix) => `${prefix}.title` as const);

export const MESSAGE_GROUPS = {
  /**
   * The entry. Ids and prefixes listed here stay in it although a group lists their prefix
   * (route titles the chrome shows, the mini cart drawer's heading); unlisted ids land here too.
   */
  chrome: ['search.title', 'category.title', 'newsletter.title', 'contact.title', 'faq.title', 'checkout.title', 'thanks.title', 'signIn.title', 'createAccount.title', 'miniCart.heading', 'blog.title', 'brands.title', 'storeLocator.title', 'storeLocator.mobileTitle', 'productCompare.title', 'header.compare', 'confirmPayment.title', 'referAFriend.title', 'referAFriendVerify.title', 'healthCheck.title', 'medicalTestResults.title', 'medicalTestRegistered.title', ...ACCOUNT_TITLES],
  search: ['search', ...LISTING],
  categories: ['categoryTree'],
  'category-page': ['category', 'breadcrumbs', ...LISTING],
  'product-page': [
    'product',
    'price',
    'gallery',
    'productOptions',
    'bundle',
    'grouped',
    'quantityStepper',
    'reviews',
    'relatedProducts',
    'productCard',
    'rating',
    'breadcrumbs',
    'wishlistToggle',
    'compareToggle',
  ],
  // The product page's review form, loaded when the shopper asks to write a review.
  'review-form': ['reviewForm'],
  footer: ['footer', 'newsletter', 'cmsBlock'],
  'floating-banner': ['floatingBanner', 'cmsBlock'],
  'install-app': ['installApp'],
  'product-added': ['productAdded'],
  'search-autocomplete': ['autocomplete'],
  'mini-cart': ['miniCart'],
  'cart-page': ['cartPage', 'cartTotals', 'quantityStepper'],
  // The cart's Edit dialog (loaded when Edit is pressed) shows the product page's option pickers.
  'cart-edit': ['cartEdit', 'productOptions', 'quantityStepper'],
  // With the thanks page's strings: Place Order fetches that page's code ahead (usePlaceOrder).
  checkout: ['checkout', 'addressForm', 'cartTotals', 'thanks', 'order'],
  thanks: ['thanks', 'cartTotals', 'order'],
  'sign-in': ['signIn'],
  'create-account': ['createAccount'],
  // The order pages reuse the order views (order), the totals (cartTotals) and the listing's pagination;
  // the address book the checkout's address fields (addressForm); the customer's reviews their stars.
  account: [...ACCOUNT, 'order', 'cartTotals', 'pagination', 'addressForm', 'rating'],
  contact: ['contact'],
  faq: ['faq'],
  // The newsletter form's strings travel with the footer too: both show it.
  'newsletter-page': ['newsletterPage', 'newsletter'],
  /** Page Builder's heavy content types (sliders, product lists, tabs, video, map), wherever content shows them. */
  'page-builder': ['pageBuilder', 'productCard', 'rating', 'wishlistToggle', 'compareToggle'],
  brands: ['brands'],
  // A brand's products: the catalogue's listing under the brand's logo and breadcrumbs.
  'brand-products': ['brands', 'breadcrumbs', ...LISTING],
  'store-locator': ['storeLocator'],
  // A post shows the products it recommends as the catalogue's cards; the lists page like the listing.
  blog: ['blog', 'pagination', 'relatedProducts', 'productCard', 'rating', 'wishlistToggle', 'compareToggle'],
  'confirm-payment': ['confirmPayment'],
  // Both referral pages (/raf, /raf/verify) share the programme's strings.
  referral: ['referral'],
  // The comparison: each product's head reuses the card's price and Add to Cart.
  'product-compare': ['productCompare', 'compareToggle', 'productCard'],
  'health-check': ['healthCheck'],
  // The medical test pages stand in the account's frame: its navigation comes along.
  'medical-tests': ['medicalTests', 'accountNav'],
} as const satisfies Record<string, readonly string[]>;

export type MessageGroup = keyof typeof MESSAGE_GROUPS;
/** A group a lazy part loads (every group but the entry's). */
export type LazyMessageGroup = Exclude<MessageGroup, 'chrome'>;
export type MessageRegistry = Readonly<Record<string, readonly string[]>>;

export const CHROME_GROUP = 'chrome' satisfies MessageGroup;

/** The prefix of a message id: `product` for `product.sku`. */
export function prefixOf(id: string): string {
  const dot = id.indexOf('.');
  return dot === -1 ? id : id.slice(0, dot);
}

/** The groups whose strings carry `id` (see the rules at the top of this file). */
export function groupsOfId(id: string, registry: MessageRegistry = MESSAGE_GROUPS): string[] {
  const names = Object.keys(registry);
  const whole = names.filter((name) => registry[name].includes(id));
  if (whole.length > 0) return whole;
  const prefix = prefixOf(id);
  const byPrefix = names.filter((name) => registry[name].includes(prefix));
  return byPrefix.length > 0 ? byPrefix : [CHROME_GROUP];
}

/** The part of a message file (id to text) that group `group` carries. */
export function messagesOfGroup(messages: Readonly<Record<string, string>>, group: string, registry: MessageRegistry = MESSAGE_GROUPS): Record<string, string> {
  if (!Object.hasOwn(registry, group)) throw new Error(`Unknown message group "${group}": groups are declared in src/lib/i18n/messageGroups.ts`);
  return Object.fromEntries(Object.entries(messages).filter(([id]) => groupsOfId(id, registry).includes(group)));
}

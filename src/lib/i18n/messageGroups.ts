import { PAGE_MESSAGE_GROUPS, PAGE_TITLE_IDS } from '../../__generated__/pageMessageGroups';

/*
 * Which strings travel with which JavaScript. i18n/en_US.json and id_ID.json hold every string;
 * the build (scripts/webpack/messageGroupLoader.js) cuts them into message groups, so the entry
 * carries only the chrome's strings and each lazy part brings its own:
 *
 * - an id belongs to the groups that list it whole ('search.title'), else to the groups that list
 *   its prefix (the part before the first dot: 'product' for 'product.sku'), else to `chrome`;
 * - `chrome` is bundled in the entry (header, menus, tab bar, route titles, toasts, error pages);
 * - a page's group comes from its `*.page.ts` (`messages`: prefixes of a group named after the
 *   page, or a shared group below); `npm run codegen` writes them, and every page's title id for
 *   the chrome, to src/__generated__/pageMessageGroups.ts (and their translations' loaders beside
 *   it); the build puts a page's English cut in the page's chunk (scripts/babel/lazyChunks.js);
 * - every other group belongs to a lazy part of the chrome or of a page and is named after its
 *   chunk: its lazy import is `lazy(withMessageGroup('footer', () => import('./Footer')))`, the
 *   build brings the group's English strings in that chunk (scripts/babel/lazyChunks.js), and
 *   translations/<locale>.ts loads its other languages.
 *
 * src/lib/i18n/__tests__/messageGroups.test.ts fails when code in a lazy part uses an id that is
 * neither in its group(s) nor in chrome, or when only lazy code uses an id that no group lists.
 * Imports only the generated, import-free page groups: the build runs this file to cut the JSON files.
 */

/** The strings of the account pages and the password and verification pages: one module that every account page's chunk shares. */
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
  'downloads',
  'savedPayments',
  'communications',
  'productReview',
  'setting',
  'forgotPassword',
  'resetPassword',
  'emailVerification',
] as const;

/**
 * Groups several pages share (a page names one in its `messages`): their strings are one module
 * every such page's chunk loads.
 */
const SHARED_PAGE_GROUPS = {
  // The order pages reuse the order views (order), the totals (cartTotals) and the listing's pagination;
  // the address book the checkout's address fields (addressForm); the customer's reviews their stars.
  account: [...ACCOUNT, 'order', 'cartTotals', 'pagination', 'addressForm', 'rating'],
  // A post shows the products it recommends as the catalogue's cards; the lists page like the listing.
  blog: ['blog', 'pagination', 'relatedProducts', 'productCard', 'rating', 'wishlistToggle', 'compareToggle'],
  // Both referral pages (/raf, /raf/verify) share the programme's strings.
  referral: ['referral'],
  'health-check': ['healthCheck'],
  // The medical test pages stand in the account's frame: its navigation comes along.
  'medical-tests': ['medicalTests', 'accountNav'],
} as const;

export type SharedMessageGroup = keyof typeof SHARED_PAGE_GROUPS;

export const MESSAGE_GROUPS = {
  /**
   * The entry. Ids and prefixes listed here stay in it although a group lists their prefix (every
   * page's title, which the chrome shows before the page's chunk arrives; the mini cart drawer's
   * heading); unlisted ids land here too.
   */
  chrome: ['miniCart.heading', 'header.compare', ...PAGE_TITLE_IDS],
  // The product page's review form, loaded when the shopper asks to write a review.
  'review-form': ['reviewForm'],
  footer: ['footer', 'newsletter', 'cmsBlock'],
  'floating-banner': ['floatingBanner', 'cmsBlock'],
  'install-app': ['installApp'],
  'product-added': ['productAdded'],
  'search-autocomplete': ['autocomplete'],
  'mini-cart': ['miniCart'],
  // The cart's Edit dialog (loaded when Edit is pressed) shows the product page's option pickers.
  'cart-edit': ['cartEdit', 'productOptions', 'quantityStepper'],
  /** Page Builder's heavy content types (sliders, product lists, tabs, video, map), wherever content shows them. */
  'page-builder': ['pageBuilder', 'productCard', 'rating', 'wishlistToggle', 'compareToggle'],
  ...SHARED_PAGE_GROUPS,
  ...PAGE_MESSAGE_GROUPS,
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

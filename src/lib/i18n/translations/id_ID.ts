import type { LazyMessageGroup } from '../messageGroups';
import type { MessageLoader } from '../messageTranslations';

/*
 * Indonesian, fetched only when the store's locale is id_ID (one chunk, "i18n-id_ID"): the chrome's
 * strings, and each lazy part's as a small chunk of its own, loaded with the part. Every group of
 * messageGroups.ts needs a line here (`@i18n/id_ID.json?group=<name>`: the build's cut of
 * i18n/id_ID.json, scripts/webpack/messageGroupLoader.js).
 */

export { default as chrome } from '@i18n/id_ID.json?group=chrome';

export const groups: Record<LazyMessageGroup, MessageLoader> = {
  search: () => import('@i18n/id_ID.json?group=search'),
  categories: () => import('@i18n/id_ID.json?group=categories'),
  'category-page': () => import('@i18n/id_ID.json?group=category-page'),
  'product-page': () => import('@i18n/id_ID.json?group=product-page'),
  'review-form': () => import('@i18n/id_ID.json?group=review-form'),
  footer: () => import('@i18n/id_ID.json?group=footer'),
  'floating-banner': () => import('@i18n/id_ID.json?group=floating-banner'),
  'install-app': () => import('@i18n/id_ID.json?group=install-app'),
  'product-added': () => import('@i18n/id_ID.json?group=product-added'),
  'search-autocomplete': () => import('@i18n/id_ID.json?group=search-autocomplete'),
  'mini-cart': () => import('@i18n/id_ID.json?group=mini-cart'),
  'page-builder': () => import('@i18n/id_ID.json?group=page-builder'),
  'cart-page': () => import('@i18n/id_ID.json?group=cart-page'),
  'cart-edit': () => import('@i18n/id_ID.json?group=cart-edit'),
  checkout: () => import('@i18n/id_ID.json?group=checkout'),
  thanks: () => import('@i18n/id_ID.json?group=thanks'),
  'sign-in': () => import('@i18n/id_ID.json?group=sign-in'),
  'create-account': () => import('@i18n/id_ID.json?group=create-account'),
  account: () => import('@i18n/id_ID.json?group=account'),
  brands: () => import('@i18n/id_ID.json?group=brands'),
  'brand-products': () => import('@i18n/id_ID.json?group=brand-products'),
  'store-locator': () => import('@i18n/id_ID.json?group=store-locator'),
  blog: () => import('@i18n/id_ID.json?group=blog'),
  contact: () => import('@i18n/id_ID.json?group=contact'),
  faq: () => import('@i18n/id_ID.json?group=faq'),
  'newsletter-page': () => import('@i18n/id_ID.json?group=newsletter-page'),
  'confirm-payment': () => import('@i18n/id_ID.json?group=confirm-payment'),
  referral: () => import('@i18n/id_ID.json?group=referral'),
  'product-compare': () => import('@i18n/id_ID.json?group=product-compare'),
  'health-check': () => import('@i18n/id_ID.json?group=health-check'),
  'medical-tests': () => import('@i18n/id_ID.json?group=medical-tests'),
};

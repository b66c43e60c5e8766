import { PAGE_TRANSLATIONS } from '../../../__generated__/pageTranslations';
import type { LazyMessageGroup } from '../messageGroups';
import type { MessageLoader } from '../messageTranslations';

/*
 * Indonesian, fetched only when the store's locale is id_ID (one chunk, "i18n-id_ID"): the chrome's
 * strings, and each lazy part's as a small chunk of its own, loaded with the part. Every group of
 * messageGroups.ts needs a line here (`@i18n/id_ID.json?group=<name>`: the build's cut of
 * i18n/id_ID.json, scripts/webpack/messageGroupLoader.js); the pages' own groups come from
 * `npm run codegen` (src/__generated__/pageTranslations.ts).
 */

export { default as chrome } from '@i18n/id_ID.json?group=chrome';

export const groups: Record<LazyMessageGroup, MessageLoader> = {
  ...PAGE_TRANSLATIONS.id_ID,
  'review-form': () => import('@i18n/id_ID.json?group=review-form'),
  footer: () => import('@i18n/id_ID.json?group=footer'),
  'floating-banner': () => import('@i18n/id_ID.json?group=floating-banner'),
  'install-app': () => import('@i18n/id_ID.json?group=install-app'),
  'product-added': () => import('@i18n/id_ID.json?group=product-added'),
  'search-autocomplete': () => import('@i18n/id_ID.json?group=search-autocomplete'),
  'mini-cart': () => import('@i18n/id_ID.json?group=mini-cart'),
  'page-builder': () => import('@i18n/id_ID.json?group=page-builder'),
  'cart-edit': () => import('@i18n/id_ID.json?group=cart-edit'),
  account: () => import('@i18n/id_ID.json?group=account'),
  blog: () => import('@i18n/id_ID.json?group=blog'),
  referral: () => import('@i18n/id_ID.json?group=referral'),
  'health-check': () => import('@i18n/id_ID.json?group=health-check'),
  'medical-tests': () => import('@i18n/id_ID.json?group=medical-tests'),
};

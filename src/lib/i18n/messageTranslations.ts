import type { Messages } from './locale';
import type { LazyMessageGroup } from './messageGroups';

/*
 * The languages besides English, each a module of its own (translations/<locale>.ts) fetched only
 * when the store speaks it: the chrome's strings, and a loader per lazy part's message group.
 */

export type MessageLoader = () => Promise<{ default: Messages }>;

export interface Translation {
  chrome: Messages;
  groups: Record<LazyMessageGroup, MessageLoader>;
}

/** Locales with translations besides the default en_US (Magento's storeConfig.locale codes). */
export type TranslatedLocale = 'id_ID';

export const TRANSLATIONS: Record<TranslatedLocale, () => Promise<Translation>> = {
  id_ID: () => import(/* webpackChunkName: "i18n-id_ID" */ './translations/id_ID'),
};

export function isTranslatedLocale(locale: string): locale is TranslatedLocale {
  return Object.prototype.hasOwnProperty.call(TRANSLATIONS, locale);
}

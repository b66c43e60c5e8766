import enUS from '../../../i18n/en_US.json';

export type Messages = Record<string, string>;

/** Magento's store locale code (storeConfig.locale) the shop falls back to. */
export const DEFAULT_LOCALE = 'en_US';

/** Translations other than the default, fetched on demand so they stay out of the entry chunk. */
const translations: Record<string, () => Promise<{ default: Messages }>> = {
  id_ID: () => import(/* webpackChunkName: "i18n-id_ID" */ '../../../i18n/id_ID.json'),
};

/** The language tag react-intl uses when the store has not told its locale. */
export const DEFAULT_LANGUAGE_TAG = 'en-US';

/** Magento's `id_ID` becomes the BCP 47 tag `id-ID`; no locale means en-US. */
export function toLanguageTag(locale: string | null | undefined): string {
  return locale ? locale.replace(/_/g, '-') : DEFAULT_LANGUAGE_TAG;
}

/**
 * The messages for a Magento locale: the default strings overlaid with the locale's
 * translations, so a missing translation shows the English text instead of an id.
 */
export async function loadMessages(locale: string | null | undefined): Promise<Messages> {
  if (!locale || locale === DEFAULT_LOCALE) return enUS;
  const load = translations[locale];
  if (!load) {
    console.error(new Error('Unable to locate locale'), locale);
    return enUS;
  }
  const { default: translated } = await load();
  return { ...enUS, ...translated };
}

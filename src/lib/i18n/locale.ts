import type { MessageFormatElement } from 'react-intl';

/** A message: its ICU text, or in the build the text already parsed (scripts/webpack/messageGroupLoader.js). */
export type Messages = Record<string, string | MessageFormatElement[]>;

/** Magento's store locale code (storeConfig.locale) the shop falls back to. */
export const DEFAULT_LOCALE = 'en_US';

/** The language tag react-intl uses when the store has not told its locale. */
export const DEFAULT_LANGUAGE_TAG = 'en-US';

/** Magento's `id_ID` becomes the BCP 47 tag `id-ID`; no locale means en-US. */
export function toLanguageTag(locale: string | null | undefined): string {
  return locale ? locale.replace(/_/g, '-') : DEFAULT_LANGUAGE_TAG;
}

/** The Magento locale code of a language tag react-intl shows: "id-ID" -> "id_ID". */
export function localeOfLanguageTag(tag: string): string {
  return tag.replace(/-/g, '_');
}

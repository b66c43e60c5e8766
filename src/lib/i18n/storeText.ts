import { IntlMessageFormat } from 'intl-messageformat';
import enUS from '../../../i18n/en_US.json';
import idID from '../../../i18n/id_ID.json';
import { MAGENTO_DATE_FORMAT } from '../date/magentoDate';
import { DEFAULT_LOCALE, toLanguageTag } from './locale';
import { type TranslatedLocale } from './messageTranslations';

/*
 * Server-only (a page's first paint): text as the app words it for a shopper who chose no
 * language, in the store's, so the static shell can write out the words above a page's picture
 * and they wrap where the app's will.
 */

const CATALOGS: Record<typeof DEFAULT_LOCALE | TranslatedLocale, Record<string, string>> = { en_US: enUS, id_ID: idID };

export interface StoreText {
  /** A message with its values put in (English where the language lacks it). */
  message(id: string, values?: Record<string, string>): string;
  /** A date as MagentoDate shows it ("Nov 26, 2026"). */
  date(value: Date): string;
}

/** One per language the shop has: every page request of the server asks for its store's. */
const byLocale = new Map<keyof typeof CATALOGS, StoreText>();

function createStoreText(known: keyof typeof CATALOGS): StoreText {
  const tag = toLanguageTag(known);
  const dates = new Intl.DateTimeFormat(tag, MAGENTO_DATE_FORMAT);
  return {
    message(id, values) {
      const text = CATALOGS[known][id] ?? CATALOGS[DEFAULT_LOCALE][id] ?? id;
      return values ? String(new IntlMessageFormat(text, tag).format(values)) : text;
    },
    date: (value) => dates.format(value),
  };
}

export function storeText(locale: string | null): StoreText {
  const known = locale && Object.prototype.hasOwnProperty.call(CATALOGS, locale) ? (locale as keyof typeof CATALOGS) : DEFAULT_LOCALE;
  let text = byLocale.get(known);
  if (!text) byLocale.set(known, (text = createStoreText(known)));
  return text;
}

import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { GET_LOCALE } from '../storeConfig/locale.gql';
import { toLanguageTag } from './locale';

/** "Pending Payment" -> "pending_payment": the key of a store label's translation. */
export function labelKey(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export interface StoreLabels {
  /** The language shown is the store view's: Magento's texts are in it. */
  inStoreLanguage: boolean;
  /** The store's own text when it is in the language shown, else null (the storefront's own text goes in its place). */
  storeText(text: string | null | undefined): string | null;
  /**
   * A label Magento gives (a filter's name, an order status) in the language shown: as Magento gave
   * it when that is the store view's language; otherwise the storefront's translation of it, the id
   * `prefix` + its key ('order.status.' + 'pending_payment'), as Magento's language pack translates
   * its default labels; a label the storefront does not know stays as the merchant wrote it.
   */
  label(label: string, prefix: string): string;
}

/**
 * Talon: Magento's texts come in its store view's language (storeConfig.locale). When the shopper
 * shows the shop in another language on this device (no store view speaks it), these decide what
 * shows instead. Reads the locale the LocaleProvider already asked for (never a request of its own).
 */
export function useStoreLabels(): StoreLabels {
  const intl = useIntl();
  const { data } = useQuery(GET_LOCALE, { fetchPolicy: 'cache-only' });
  const storeLanguage = toLanguageTag(data?.storeConfig?.locale);
  return useMemo(() => {
    const inStoreLanguage = intl.locale === storeLanguage;
    return {
      inStoreLanguage,
      storeText: (text) => (inStoreLanguage && text ? text : null),
      label(label, prefix) {
        if (inStoreLanguage || !label) return label;
        const id = `${prefix}${labelKey(label)}`;
        return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : label;
      },
    };
  }, [intl, storeLanguage]);
}

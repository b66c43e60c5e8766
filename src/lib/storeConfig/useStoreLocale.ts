import { useQuery } from '@apollo/client/react';
import { useSyncExternalStore } from 'react';
import { readLocalePreference, subscribeToLocalePreference } from '../i18n/localePreference';
import { GET_LOCALE } from './locale.gql';

/**
 * Talon: the Magento locale code (e.g. id_ID) the shop speaks: the shopper's own choice on this
 * device (account Settings) when there is one, else the store view's; null until it is known.
 */
export function useStoreLocale(): { locale: string | null; loading: boolean } {
  const preference = useSyncExternalStore(subscribeToLocalePreference, readLocalePreference, () => null);
  const { data, loading } = useQuery(GET_LOCALE, { fetchPolicy: 'cache-and-network' });
  return { locale: preference ?? data?.storeConfig?.locale ?? null, loading };
}

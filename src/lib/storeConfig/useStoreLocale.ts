import { useQuery } from '@apollo/client/react';
import { GET_LOCALE } from './locale.gql';

/** Talon: the store view's Magento locale code (e.g. id_ID), or null until it is known. */
export function useStoreLocale(): { locale: string | null; loading: boolean } {
  const { data, loading } = useQuery(GET_LOCALE, { fetchPolicy: 'cache-and-network' });
  return { locale: data?.storeConfig?.locale ?? null, loading };
}

import { useQuery } from '@apollo/client/react';
import { GET_STORE_NAME } from './storeName.gql';

/** Talon: the store's name from storeConfig, or null while it loads or when it fails. */
export function useStoreName() {
  const { data, loading, error } = useQuery(GET_STORE_NAME);
  return { storeName: data?.storeConfig?.store_name ?? null, loading, hasError: Boolean(error) };
}

import { useQuery } from '@apollo/client/react';
import { GET_STORE_NAME } from './storeName.gql';

/** Shown in page titles before getStoreName answers (and if it fails). */
export const DEFAULT_STORE_NAME = 'Jingga Health & Beauty';

/** Talon: the store's name from storeConfig, the default name until it is known. */
export function useStoreName(): string {
  const { data } = useQuery(GET_STORE_NAME);
  return data?.storeConfig?.store_name || DEFAULT_STORE_NAME;
}

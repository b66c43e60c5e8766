import { useQuery } from '@apollo/client/react';
import { type StoreConfigDataQuery } from '../../__generated__/operations';
import { GET_STORE_CONFIG_DATA } from './storeConfigData.gql';

export type StoreConfigValues = NonNullable<StoreConfigDataQuery['storeConfig']>;

/**
 * Talon shared by the chrome: the store configuration (cache-and-network, spec §7). Every caller
 * uses the same query, so the page frame asks the server once however many parts read it.
 */
export function useStoreConfig(): { storeConfig: StoreConfigValues | null; answered: boolean } {
  const { data, error } = useQuery(GET_STORE_CONFIG_DATA, { fetchPolicy: 'cache-and-network' });
  return { storeConfig: data?.storeConfig ?? null, answered: Boolean(data) || Boolean(error) };
}

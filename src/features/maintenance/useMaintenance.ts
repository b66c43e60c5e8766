import { useQuery } from '@apollo/client/react';
import { GET_MAINTENANCE_FLAG } from './maintenance.gql';

/** Spec §9: storeConfig.is_maintenance equal to 1 means the shop is in maintenance. */
export const MAINTENANCE_FLAG = 1;

/** Talon: whether the whole page is replaced by the maintenance image. */
export function useMaintenance(): { isMaintenance: boolean } {
  const { data } = useQuery(GET_MAINTENANCE_FLAG, { fetchPolicy: 'cache-and-network' });
  return { isMaintenance: data?.storeConfig?.is_maintenance === MAINTENANCE_FLAG };
}

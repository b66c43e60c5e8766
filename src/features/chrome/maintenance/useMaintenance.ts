import { useStoreConfig } from '../../../lib/storeConfig/useStoreConfig';

/** Spec §9: storeConfig.is_maintenance equal to 1 means the shop is in maintenance. */
export const MAINTENANCE_FLAG = 1;

/** Talon: whether the whole page is replaced by the maintenance image. */
export function useMaintenance(): { isMaintenance: boolean } {
  const { storeConfig } = useStoreConfig();
  return { isMaintenance: storeConfig?.is_maintenance === MAINTENANCE_FLAG };
}

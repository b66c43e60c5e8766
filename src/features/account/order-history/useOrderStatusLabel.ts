import { useCallback } from 'react';
import { useStoreLabels } from '../../../lib/i18n/useStoreLabels';

/**
 * Talon: an order's status as the customer reads it. Magento answers the status label of its store
 * view ("Processing"); in another language the shop shows on this device, Magento's default
 * statuses read translated (as its language pack translates them) and a merchant's own as written.
 */
export function useOrderStatusLabel(): (status: string) => string {
  const { label } = useStoreLabels();
  return useCallback((status: string) => label(status, 'order.status.'), [label]);
}

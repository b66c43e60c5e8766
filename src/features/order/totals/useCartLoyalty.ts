import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../../lib/store';
import { selectCartDetails, selectCartId } from '../../../lib/store/cart/selectors';
import { CART_LOYALTY } from './cartLoyalty.gql';

/**
 * Talon: the reward points and store credit a signed-in customer's cart spends (null for a guest,
 * or a store without them: its refusal is ignored). What they pay follows the cart's total, so the
 * page that shows the totals (`followTotal`) reads them again whenever it changes; the parts that
 * only show them read the same cache entry, so one change asks once.
 */
export function useCartLoyalty({ followTotal = false }: { followTotal?: boolean } = {}) {
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const cartId = useAppSelector(selectCartId);
  const grandTotal = useAppSelector((state) => selectCartDetails(state).prices?.grand_total?.value ?? null);
  const skip = !isSignedIn || !cartId;
  const { data, refetch } = useQuery(CART_LOYALTY, { variables: { cartId: cartId ?? '' }, skip, fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' });
  const seenTotal = useRef(grandTotal);
  useEffect(() => {
    if (!followTotal || skip || seenTotal.current === grandTotal) return;
    seenTotal.current = grandTotal;
    void refetch().catch(() => undefined);
  }, [followTotal, grandTotal, refetch, skip]);
  return data?.cart ?? null;
}

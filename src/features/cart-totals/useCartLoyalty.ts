import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../lib/store';
import { selectCartDetails, selectCartId } from '../../lib/store/cart/selectors';
import { CART_LOYALTY } from './cartLoyalty.gql';

/**
 * Talon: the reward points and store credit a signed-in customer's cart spends (null for a guest,
 * or a store without them: its refusal is ignored). Read again whenever the cart's total changes,
 * since what they pay follows it.
 */
export function useCartLoyalty() {
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const cartId = useAppSelector(selectCartId);
  const grandTotal = useAppSelector((state) => selectCartDetails(state).prices?.grand_total?.value ?? null);
  const skip = !isSignedIn || !cartId;
  const { data, refetch } = useQuery(CART_LOYALTY, { variables: { cartId: cartId ?? '' }, skip, fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' });
  const seenTotal = useRef(grandTotal);
  useEffect(() => {
    if (skip || seenTotal.current === grandTotal) return;
    seenTotal.current = grandTotal;
    void refetch().catch(() => undefined);
  }, [grandTotal, refetch, skip]);
  return data?.cart ?? null;
}

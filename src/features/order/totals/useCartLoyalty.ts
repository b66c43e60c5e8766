import { useQuery } from '@apollo/client/react';
import { useAppSelector } from '../../../lib/store';
import { CART_LOYALTY } from '../../../lib/store/cart/cartLoyalty.gql';
import { selectCartId } from '../../../lib/store/cart/selectors';

/**
 * Talon: the reward points and store credit a signed-in customer's cart spends (null for a guest,
 * or a store without them: its refusal is ignored). What they pay follows the cart's total: the
 * cart thunk that fetches the details asks this again when the total changes (itemActions.ts), and
 * every part that shows it reads the same cache entry, so one change asks once.
 */
export function useCartLoyalty() {
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const cartId = useAppSelector(selectCartId);
  const { data } = useQuery(CART_LOYALTY, { variables: { cartId: cartId ?? '' }, skip: !isSignedIn || !cartId, fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' });
  return data?.cart ?? null;
}

import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import cartActions from '../../../lib/store/cart/actions';
import { cartNumItems } from '../../../lib/store/cart/cartDetails';
import { selectCartId, selectIsCartObsolete, selectShouldFetchItemCount } from '../../../lib/store/cart/selectors';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { useCartSummary } from '../state/useCartSummary';
import { GET_ITEM_COUNT } from './cartTrigger.gql';
import { useStoredCart } from './useStoredCart';

/**
 * Talon: the number of units in the cart. Only a signed-in shopper with a cart asks the server
 * (getItemCount, spec §4/§7); otherwise the count comes from the cart's details (the Apollo cache).
 * When the cart is flagged obsolete the count is refetched and the flag cleared.
 */
export function useCartCount(): number {
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);
  const shouldFetch = useAppSelector(selectShouldFetchItemCount);
  const isObsolete = useAppSelector(selectIsCartObsolete);
  const numItems = cartNumItems(useCartSummary());
  useStoredCart();
  const { data, refetch } = useQuery(GET_ITEM_COUNT, {
    variables: { cartId: cartId ?? '' },
    fetchPolicy: 'cache-and-network',
    skip: !shouldFetch,
  });

  useEffect(() => {
    if (!isObsolete) return;
    if (shouldFetch) void refetch().catch(() => undefined);
    dispatch(cartActions.clearObsolete());
  }, [isObsolete, shouldFetch, refetch, dispatch]);

  return shouldFetch && data?.cart ? Number(data.cart.total_quantity) || 0 : numItems;
}

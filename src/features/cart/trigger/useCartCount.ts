import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import cartActions from '../../../lib/store/cart/actions';
import { selectCartId, selectIsCartObsolete, selectNumItems, selectShouldFetchItemCount } from '../../../lib/store/cart/selectors';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { GET_ITEM_COUNT } from './cartTrigger.gql';
import { useStoredCart } from './useStoredCart';

/**
 * Talon: the number of units in the cart. Only a signed-in shopper with a cart asks the server
 * (getItemCount, spec §4/§7); otherwise the count comes from the cart details in the store.
 * When the cart is flagged obsolete the count is refetched and the flag cleared.
 */
export function useCartCount(): number {
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);
  const shouldFetch = useAppSelector(selectShouldFetchItemCount);
  const isObsolete = useAppSelector(selectIsCartObsolete);
  const numItems = useAppSelector(selectNumItems);
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

import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { useAppDispatch } from '../../lib/store';
import { createCart } from '../../lib/store/cart/asyncActions';
import { CREATE_CART } from './createCart.gql';

/**
 * Talon run once by the page frame (spec §4 Cart): when no cart id is stored, an empty cart is
 * created and its id saved, so the trigger, mini cart and "Add to Cart" always have a cart.
 */
export function useEnsureCart(): void {
  const dispatch = useAppDispatch();
  const [createEmptyCart] = useMutation<{ cartId: string | null }>(CREATE_CART, { fetchPolicy: 'no-cache' });
  // A new cart id is never cached: the store keeps it, and every shopper's is different.
  const fetchCartId = useCallback(() => createEmptyCart(), [createEmptyCart]);
  useEffect(() => {
    void dispatch(createCart({ fetchCartId }));
  }, [dispatch, fetchCartId]);
}

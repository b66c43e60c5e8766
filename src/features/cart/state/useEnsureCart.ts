import { useEffect } from 'react';
import { useAppDispatch } from '../../../lib/store';
import { createCart } from '../../../lib/store/cart/asyncActions';

/**
 * Talon run once by the page frame (spec §4 Cart): when no cart id is stored, an empty cart is
 * created and its id saved, so the trigger, mini cart and "Add to Cart" always have a cart.
 */
export function useEnsureCart(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(createCart());
  }, [dispatch]);
}

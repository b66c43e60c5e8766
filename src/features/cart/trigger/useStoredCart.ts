import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { selectCartId, selectHasRequestedDetails } from '../../../lib/store/cart/selectors';
import { whenIdle } from '../../../lib/scheduling/whenIdle';

/**
 * Talon: a shopper who comes back with a stored cart sees what it holds: a guest its count (guests
 * have no item-count query, spec §4), a signed-in customer its price (the count query has none), so
 * the cart's details are fetched once, when the page is idle. The details thunks are loaded then
 * too: they are not part of the first page's JavaScript.
 */
export function useStoredCart(): void {
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);
  const hasDetails = useAppSelector(selectHasRequestedDetails);
  // Only a cart id found in storage at load: a cart created on this visit is known to be empty.
  const storedCartId = useRef(cartId);

  useEffect(() => {
    if (hasDetails || !cartId || cartId !== storedCartId.current) return undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import(/* webpackChunkName: "cart-actions" */ '../../../lib/store/cart/itemActions').then(({ getCartDetails }) => {
        if (!cancelled) void dispatch(getCartDetails());
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [cartId, hasDetails, dispatch]);
}

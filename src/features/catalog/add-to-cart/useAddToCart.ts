import { useCallback, useEffect, useRef, useState } from 'react';
import { GENERAL_ERROR_MESSAGE } from '../../../lib/apollo/errors';
import { useAppDispatch } from '../../../lib/store';

/** The cart's item thunks load with the first add, not with every page that shows a button. */
const loadCartActions = () => import(/* webpackChunkName: "cart-actions" */ '../../../lib/store/cart/itemActions');
import { type AddToCartItem, type AddToCartTalon } from './types';

/**
 * Talon behind every "Add to Cart" button: sends the items through the cart slice's add-item
 * thunk (which replaces an invalid cart and refreshes the cart details) and keeps this caller's
 * own busy flag and error, so two buttons on one page never show each other's message.
 */
export function useAddToCart(): AddToCartTalon {
  const dispatch = useAppDispatch();
  const [isAdding, setAdding] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const addToCart = useCallback(
    async (items: AddToCartItem[]) => {
      setAdding(true);
      setErrorMessage(null);
      // Offline before the cart code ever loaded: the same message as any failed add.
      const error = await loadCartActions().then(
        ({ addItemsToCart }) => dispatch(addItemsToCart(items)),
        () => new Error(GENERAL_ERROR_MESSAGE),
      );
      if (mounted.current) {
        setAdding(false);
        setErrorMessage(error ? error.message : null);
      }
      return error === null;
    },
    [dispatch],
  );

  return { addToCart, isAdding, errorMessage };
}

import { type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { getCartDetails } from '../../../lib/store/cart/itemActions';
import { selectCartId } from '../../../lib/store/cart/selectors';

/** A loyalty mutation on the cart: the cart's id is all it takes. */
type CartMutation<TData> = TypedDocumentNode<TData, { cartId: string }>;

/**
 * Talon of an Apply / Remove pair on the cart (reward points, store credit): sends the mutation,
 * then fetches the cart's details again so the totals show what is spent; Magento's own message
 * when it refuses (not enough points, credit switched off).
 */
export function useCartLoyaltyAction<TApply, TRemove>(applyDocument: CartMutation<TApply>, removeDocument: CartMutation<TRemove>) {
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);
  // What the cart spends is read again with the cart's details.
  const [applyMutation, { loading: applying }] = useMutation(applyDocument, { refetchQueries: ['cartLoyalty'] });
  const [removeMutation, { loading: removing }] = useMutation(removeDocument, { refetchQueries: ['cartLoyalty'] });
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (send: (cartId: string) => Promise<unknown>) => {
      if (!cartId) return;
      setError(null);
      try {
        await send(cartId);
        await dispatch(getCartDetails());
      } catch (thrown) {
        setError(deriveErrorMessage(thrown));
      }
    },
    [cartId, dispatch],
  );

  const apply = useCallback(() => run((id) => applyMutation({ variables: { cartId: id } })), [applyMutation, run]);
  const remove = useCallback(() => run((id) => removeMutation({ variables: { cartId: id } })), [removeMutation, run]);
  return { apply, remove, busy: applying || removing, error };
}

import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { removeItemFromCart } from '../../../lib/store/cart/itemActions';
import { type CartPageLineView } from './cartPageLine';
import { CART_MOVE_TO_WISHLIST, CART_WISHLIST_ID } from './wishlist.gql';

/**
 * Talon of "Move to Wishlist" on the cart page (signed-in customers only): the line's product, with
 * its chosen options and quantity, goes to the wishlist, then leaves the cart. A refusal keeps the
 * line in the cart and shows Magento's message.
 */
export function useMoveToWishlist() {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const { data } = useQuery(CART_WISHLIST_ID, { skip: !isSignedIn, fetchPolicy: 'cache-and-network' });
  const [addToWishlist, { loading }] = useMutation(CART_MOVE_TO_WISHLIST);
  const [error, setError] = useState<string | null>(null);
  const wishlistId = data?.customer?.wishlists.find(Boolean)?.id ?? null;

  const move = useCallback(
    async (line: CartPageLineView) => {
      if (!wishlistId) return;
      setError(null);
      try {
        const { data: answer } = await addToWishlist({
          variables: { wishlistId, items: [{ sku: line.item.sku, quantity: line.quantity, parent_sku: null, selected_options: line.item.selectedOptions ?? [], entered_options: null }] },
        });
        const refusal = answer?.addProductsToWishlist?.user_errors.find(Boolean)?.message;
        if (refusal) {
          setError(refusal);
          return;
        }
        await dispatch(removeItemFromCart({ cartItemId: line.uid }));
      } catch (thrown) {
        setError(deriveErrorMessage(thrown));
      }
    },
    [addToWishlist, dispatch, wishlistId],
  );

  return { canMove: isSignedIn && Boolean(wishlistId), move, busy: loading, error };
}

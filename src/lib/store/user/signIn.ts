import { createCart, removeCart } from '../cart/asyncActions';
import cartActions from '../cart/actions';
import { MERGE_GUEST_CART } from '../cart/mergeCarts.gql';
import { type AppThunk } from '../types';
import { setToken } from './asyncActions';

/**
 * Completes a sign-in with the customer's new token: the customer's own cart becomes the shop's
 * cart and the guest cart's items are merged into it (Magento's mergeCarts). The guest cart id is
 * forgotten before anything else runs, so no later request can use it (PWA Studio keeps it, its
 * issue #4536). A failed merge (an empty or already-ordered guest cart) still leaves the shopper
 * signed in with their own cart.
 */
export const signInWithToken =
  (token: string): AppThunk<void> =>
  async (dispatch, getState, { apolloClient }) => {
    const guestCartId = getState().cart.cartId;
    await dispatch(removeCart());
    await dispatch(setToken(token));
    // Signed in, createEmptyCart answers the customer's cart (made when they have none).
    await dispatch(createCart());
    const customerCartId = getState().cart.cartId;
    if (guestCartId && customerCartId && guestCartId !== customerCartId) {
      try {
        await apolloClient.mutate({ mutation: MERGE_GUEST_CART, variables: { sourceCartId: guestCartId, destinationCartId: customerCartId } });
      } catch {
        // Nothing to merge is no reason to fail a sign-in.
      }
    }
    dispatch(cartActions.markObsolete());
  };

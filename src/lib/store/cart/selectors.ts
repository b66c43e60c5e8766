import { type RootState } from '../types';

/* The cart's request state. Its details (and isEmpty, numItems, subtotal, currencyCode) are read from the Apollo cache: cartDetails.ts. */

export const selectCartId = (state: RootState) => state.cart.cartId;
export const selectIsCartObsolete = (state: RootState) => state.cart.isCartObsolete;

export const selectIsAddingItem = (state: RootState) => state.cart.isAddingItem;
export const selectIsCartLoading = (state: RootState) => state.cart.isLoading;
/** The last successful add (a new object for each add), or null. */
export const selectLastAdded = (state: RootState) => state.cart.lastAdded;

/** Whether the cart's details were asked for on this visit (before that none are shown). */
export const selectHasRequestedDetails = (state: RootState) => state.cart.hasRequestedDetails;

/** The shop is out of reach: the browser says it is offline, or the last cart fetch did not get through. */
export const selectIsCartUnreachable = (state: RootState) => !state.app.isOnline || state.cart.isDetailsUnreachable;

/** Only signed-in shoppers with a cart fetch the item count (spec §4 Cart). */
export const selectShouldFetchItemCount = (state: RootState) => state.user.isSignedIn && Boolean(state.cart.cartId);

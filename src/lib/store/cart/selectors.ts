import { type RootState } from '../types';

/** Shown for a cart without prices (an empty cart). */
export const DEFAULT_CART_CURRENCY = 'USD';

export const selectCartId = (state: RootState) => state.cart.cartId;
export const selectCartDetails = (state: RootState) => state.cart.details;
export const selectIsCartObsolete = (state: RootState) => state.cart.isCartObsolete;

const itemsOf = (state: RootState) => state.cart.details.items ?? [];

export const selectIsCartEmpty = (state: RootState) => itemsOf(state).length === 0;

/** The number of units in the cart: the sum of item quantities. */
export const selectNumItems = (state: RootState) => itemsOf(state).reduce((sum, { quantity }) => sum + (quantity || 0), 0);

export const selectSubtotal = (state: RootState) => state.cart.details.prices?.grand_total?.value ?? 0;

export const selectCurrencyCode = (state: RootState) =>
  state.cart.details.prices?.grand_total?.currency ?? DEFAULT_CART_CURRENCY;

/** Only signed-in shoppers with a cart fetch the item count (spec §4 Cart). */
export const selectShouldFetchItemCount = (state: RootState) => state.user.isSignedIn && Boolean(state.cart.cartId);

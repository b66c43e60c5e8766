import { type RootState } from '../types';

/** Shown for a cart without prices (an empty cart). */
export const DEFAULT_CART_CURRENCY = 'USD';

export const selectCartId = (state: RootState) => state.cart.cartId;
export const selectCartDetails = (state: RootState) => state.cart.details;
export const selectIsCartObsolete = (state: RootState) => state.cart.isCartObsolete;

/** The fetched items; Magento's list may hold nulls (items that failed to load). */
const itemsOf = (state: RootState) => state.cart.details.items ?? [];

export const selectIsAddingItem = (state: RootState) => state.cart.isAddingItem;
export const selectIsCartLoading = (state: RootState) => state.cart.isLoading;
/** The last successful add (a new object for each add), or null. */
export const selectLastAdded = (state: RootState) => state.cart.lastAdded;

export const selectIsCartEmpty = (state: RootState) => !itemsOf(state).some(Boolean);

/** The number of units in the cart: the sum of item quantities. */
export const selectNumItems = (state: RootState) => itemsOf(state).reduce((sum, item) => sum + (item?.quantity || 0), 0);

export const selectSubtotal = (state: RootState) => state.cart.details.prices?.grand_total?.value ?? 0;

export const selectCurrencyCode = (state: RootState) =>
  state.cart.details.prices?.grand_total?.currency ?? DEFAULT_CART_CURRENCY;

/** The currency of the cart's prices, or null while it has none (shoppers see the store's currency then). */
export const selectCartPriceCurrency = (state: RootState) => state.cart.details.prices?.grand_total?.currency ?? null;

/** The shop is out of reach: the browser says it is offline, or the last cart fetch did not get through. */
export const selectIsCartUnreachable = (state: RootState) => !state.app.isOnline || state.cart.isDetailsUnreachable;

/** Only signed-in shoppers with a cart fetch the item count (spec §4 Cart). */
export const selectShouldFetchItemCount = (state: RootState) => state.user.isSignedIn && Boolean(state.cart.cartId);

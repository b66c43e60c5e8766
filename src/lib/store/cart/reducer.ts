import { type BrowserPersistence } from '../../persistence/BrowserPersistence';
import { StorageKeys } from '../../persistence/keys';
import { on, sliceReducer } from '../sliceReducer';
import actions from './actions';
import { type NewCartItem } from './itemInput';

/** The last successful add: a new object for every add, so each one can be noticed. */
export interface AddedItems {
  items: NewCartItem[];
}

/**
 * The cart's request state machine (spec §3/§4). What the cart holds (the details: items, prices,
 * coupons...) is the server's, so it lives in the Apollo cache (cartDetails.ts, useCartDetails).
 */
export interface CartState {
  cartId: string | null;
  shippingMethods: unknown[];
  isLoading: boolean;
  isUpdatingItem: boolean;
  isAddingItem: boolean;
  isCartObsolete: boolean;
  getCartError: Error | null;
  getDetailsError: Error | null;
  addItemError: Error | null;
  updateItemError: Error | null;
  removeItemError: Error | null;
  /** What the last successful add put in the cart (the product-added banner shows it). */
  lastAdded: AddedItems | null;
  /** The last details fetch did not reach the shop: the details, if any, are this browser's last copy. */
  isDetailsUnreachable: boolean;
  /**
   * The details were asked for on this visit: from then on the cart shows what the Apollo cache
   * holds for it (an earlier visit's copy until the shop answers, and still when it cannot be reached).
   */
  hasRequestedDetails: boolean;
}

export const initialCartState: CartState = {
  cartId: null,
  shippingMethods: [],
  isLoading: false,
  isUpdatingItem: false,
  isAddingItem: false,
  isCartObsolete: false,
  getCartError: null,
  getDetailsError: null,
  addItemError: null,
  updateItemError: null,
  removeItemError: null,
  lastAdded: null,
  isDetailsUnreachable: false,
  hasRequestedDetails: false,
};

/** The cart at load: the id this browser saved, if any. */
export function loadCartState(persistence: BrowserPersistence): CartState {
  const cartId = persistence.getItem<string>(StorageKeys.cartId);
  return { ...initialCartState, cartId: cartId ? String(cartId) : null };
}

/** A receive action's error (its payload when it failed), or null. */
const errorOf = (payload: unknown): Error | null => (payload instanceof Error ? payload : null);

export default sliceReducer<CartState>(
  initialCartState,
  on(actions.getCart.receive, (state, { payload }) =>
    payload instanceof Error ? { ...initialCartState, getCartError: payload } : { ...state, cartId: String(payload), getCartError: null },
  ),
  on(actions.getDetails.request, (state) => ({ ...state, isLoading: true, hasRequestedDetails: true })),
  // The answer itself went to the Apollo cache: receive only ends the request.
  on(actions.getDetails.receive, (state, { payload }) =>
    payload instanceof Error
      ? { ...state, isLoading: false, getDetailsError: payload }
      : { ...state, isLoading: false, getDetailsError: null, isDetailsUnreachable: false },
  ),
  on(actions.detailsUnreachable, (state) => ({ ...state, isDetailsUnreachable: true })),
  on(actions.addItem.request, (state) => ({ ...state, isAddingItem: true })),
  on(actions.addItem.receive, (state, { payload }) =>
    payload instanceof Error
      ? { ...state, isAddingItem: false, addItemError: payload }
      : { ...state, isAddingItem: false, addItemError: null, lastAdded: { items: payload.items } },
  ),
  on(actions.updateItem.request, (state) => ({ ...state, isUpdatingItem: true })),
  on(actions.updateItem.receive, (state, { payload }) => ({ ...state, isUpdatingItem: false, updateItemError: errorOf(payload) })),
  on(actions.removeItem.request, (state) => ({ ...state, isUpdatingItem: true })),
  on(actions.removeItem.receive, (state, { payload }) => ({ ...state, isUpdatingItem: false, removeItemError: errorOf(payload) })),
  on(actions.markObsolete, (state) => ({ ...state, isCartObsolete: true })),
  on(actions.clearObsolete, (state) => ({ ...state, isCartObsolete: false })),
  on(actions.reset, () => initialCartState),
);

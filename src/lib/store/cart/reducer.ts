import { type BrowserPersistence } from '../../persistence/BrowserPersistence';
import { StorageKeys } from '../../persistence/keys';
import { on, sliceReducer } from '../sliceReducer';
import actions from './actions';

export interface CartItem {
  uid: string;
  quantity: number;
  [field: string]: unknown;
}

export interface Money {
  currency: string;
  value: number;
}

/** The cart as fetched; only the fields the store derives values from are typed. */
export interface CartDetails {
  id?: string;
  items?: CartItem[];
  prices?: { grand_total?: Money | null; [field: string]: unknown } | null;
  [field: string]: unknown;
}

export interface CartState {
  cartId: string | null;
  details: CartDetails;
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
}

export const initialCartState: CartState = {
  cartId: null,
  details: {},
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
  on(actions.getDetails.request, (state) => ({ ...state, isLoading: true })),
  on(actions.getDetails.receive, (state, { payload }) =>
    payload instanceof Error
      ? { ...state, isLoading: false, getDetailsError: payload }
      : { ...state, details: payload.details, isLoading: false, getDetailsError: null },
  ),
  on(actions.addItem.request, (state) => ({ ...state, isAddingItem: true })),
  on(actions.addItem.receive, (state, { payload }) => ({ ...state, isAddingItem: false, addItemError: errorOf(payload) })),
  on(actions.updateItem.request, (state) => ({ ...state, isUpdatingItem: true })),
  on(actions.updateItem.receive, (state, { payload }) => ({ ...state, isUpdatingItem: false, updateItemError: errorOf(payload) })),
  on(actions.removeItem.request, (state) => ({ ...state, isUpdatingItem: true })),
  on(actions.removeItem.receive, (state, { payload }) => ({ ...state, isUpdatingItem: false, removeItemError: errorOf(payload) })),
  on(actions.markObsolete, (state) => ({ ...state, isCartObsolete: true })),
  on(actions.clearObsolete, (state) => ({ ...state, isCartObsolete: false })),
  on(actions.reset, () => initialCartState),
);

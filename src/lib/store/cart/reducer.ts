import { handleActions } from 'redux-actions';
import { type FluxAction as Action } from '../actionCreators';
import { type BrowserPersistence } from '../../persistence/BrowserPersistence';
import { StorageKeys } from '../../persistence/keys';
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

type Receive<P> = Action<P | Error>;

export default handleActions<CartState, any>(
  {
    [String(actions.getCart.receive)]: (state, { payload, error }: Receive<string>) =>
      error ? { ...initialCartState, getCartError: payload as Error } : { ...state, cartId: String(payload), getCartError: null },

    [String(actions.getDetails.request)]: (state) => ({ ...state, isLoading: true }),
    [String(actions.getDetails.receive)]: (state, { payload, error }: Receive<{ details: CartDetails }>) =>
      error
        ? { ...state, isLoading: false, getDetailsError: payload as Error }
        : { ...state, ...(payload as { details: CartDetails }), isLoading: false, getDetailsError: null },

    [String(actions.addItem.request)]: (state) => ({ ...state, isAddingItem: true }),
    [String(actions.addItem.receive)]: (state, { payload, error }: Receive<void>) => ({
      ...state,
      isAddingItem: false,
      addItemError: error ? (payload as Error) : null,
    }),

    [String(actions.updateItem.request)]: (state) => ({ ...state, isUpdatingItem: true }),
    [String(actions.updateItem.receive)]: (state, { payload, error }: Receive<void>) => ({
      ...state,
      isUpdatingItem: false,
      updateItemError: error ? (payload as Error) : null,
    }),

    [String(actions.removeItem.request)]: (state) => ({ ...state, isUpdatingItem: true }),
    [String(actions.removeItem.receive)]: (state, { payload, error }: Receive<void>) => ({
      ...state,
      isUpdatingItem: false,
      removeItemError: error ? (payload as Error) : null,
    }),

    [String(actions.markObsolete)]: (state) => ({ ...state, isCartObsolete: true }),
    [String(actions.clearObsolete)]: (state) => ({ ...state, isCartObsolete: false }),
    [String(actions.reset)]: () => initialCartState,
  },
  initialCartState,
);

import { StorageKeys } from '../../persistence/keys';
import { asHandled, toError } from '../actionCreators';
import { runOperation } from '../operation';
import { type AppDispatch, type AppThunk, type Operation, type RootState } from '../types';
import { signOut } from '../user/asyncActions';
import actions from './actions';
import { MISSING_CART_ID, isInvalidCartError, needsNewCart } from './invalidCart';
import { removeCart } from './removeCart';
import { type CartDetails } from './reducer';

export { removeCart };

/** Operations every cart thunk may need to replace a broken cart and refresh the details. */
export interface CartOperations {
  /** createEmptyCart, aliased so the result is `{ cartId }`. */
  fetchCartId: Operation<{ cartId: string | null }>;
  /** The cart details query by cartId, answering `{ cart }`. */
  fetchCartDetails: Operation<{ cart: CartDetails }, { cartId: string }>;
}

export interface CartProduct {
  sku: string;
  [field: string]: unknown;
}

export interface AddItemVariables {
  cartId: string;
  parentSku?: string;
  product: CartProduct;
  quantity: number;
  sku: string;
}

export interface AddItemPayload extends CartOperations {
  item: CartProduct;
  quantity: number;
  parentSku?: string;
  addItemMutation: Operation<unknown, AddItemVariables>;
}

export interface UpdateItemPayload extends AddItemPayload {
  /** The cart item's uid. */
  cartItemId: string;
  /** Configurable products are replaced (remove then add) instead of updated in place. */
  productType?: string;
  updateItemMutation: Operation<unknown, { cartId: string; itemId: string; quantity: number }>;
  removeItemMutation: Operation<unknown, { cartId: string; itemId: string }>;
}

export interface RemoveItemPayload extends CartOperations {
  item: { uid: string };
  removeItemMutation: Operation<unknown, { cartId: string; itemId: string }>;
}

const CONFIGURABLE_PRODUCT = 'ConfigurableProduct';
/** A broken cart is replaced and the action retried once; a second failure is only stored. */
const MAX_RETRIES = 1;

function requireCartId(state: RootState): string {
  const { cartId } = state.cart;
  if (!cartId) throw new Error(MISSING_CART_ID);
  return cartId;
}

/** Creates an empty cart and saves its id, unless the shopper already has one. */
export const createCart =
  ({ fetchCartId }: Pick<CartOperations, 'fetchCartId'>): AppThunk =>
  async (dispatch, getState, { persistence }) => {
    if (getState().cart.cartId) return;
    dispatch(actions.getCart.request());
    try {
      const data = await runOperation(fetchCartId, { fetchPolicy: 'no-cache' });
      const cartId = data?.cartId;
      if (!cartId) throw new Error('Unable to create cart');
      persistence.setItem(StorageKeys.cartId, cartId);
      dispatch(actions.getCart.receive(cartId));
    } catch (error) {
      dispatch(asHandled(actions.getCart.receive(toError(error))));
    }
  };

/**
 * Drops a cart the server refused: a signed-in shopper is signed out when `signOutUser` is set
 * (adding an item, fetching details), otherwise only the cart is removed; then a new cart is made.
 */
async function replaceCart(dispatch: AppDispatch, getState: () => RootState, fetchCartId: CartOperations['fetchCartId'], signOutUser: boolean) {
  if (signOutUser && getState().user.isSignedIn) await dispatch(signOut());
  else await dispatch(removeCart());
  await dispatch(createCart({ fetchCartId }));
}

export const getCartDetails = (payload: CartOperations, retries = MAX_RETRIES): AppThunk =>
  async (dispatch, getState) => {
    const { fetchCartId, fetchCartDetails } = payload;
    if (!getState().cart.cartId) {
      await dispatch(createCart({ fetchCartId }));
      if (!getState().cart.cartId || retries <= 0) return;
      return dispatch(getCartDetails(payload, retries - 1));
    }
    const cartId = requireCartId(getState());
    dispatch(actions.getDetails.request(cartId));
    try {
      const data = await runOperation(fetchCartDetails, { variables: { cartId }, fetchPolicy: 'network-only' });
      dispatch(actions.getDetails.receive({ details: data?.cart ?? {} }));
    } catch (thrown) {
      const error = toError(thrown);
      dispatch(asHandled(actions.getDetails.receive(error)));
      if (!isInvalidCartError(error) || retries <= 0) return;
      await replaceCart(dispatch, getState, fetchCartId, true);
      return dispatch(getCartDetails(payload, retries - 1));
    }
  };

export const addItemToCart = (payload: AddItemPayload, retries = MAX_RETRIES): AppThunk =>
  async (dispatch, getState) => {
    const { item, quantity, parentSku, addItemMutation, fetchCartId } = payload;
    dispatch(actions.addItem.request(payload));
    try {
      const cartId = requireCartId(getState());
      await runOperation(addItemMutation, { variables: { cartId, parentSku, product: item, quantity, sku: item.sku } });
      await dispatch(getCartDetails(payload));
      dispatch(actions.addItem.receive());
    } catch (thrown) {
      const error = toError(thrown);
      dispatch(asHandled(actions.addItem.receive(error)));
      if (!needsNewCart(error) || retries <= 0) return;
      await replaceCart(dispatch, getState, fetchCartId, true);
      return dispatch(addItemToCart(payload, retries - 1));
    }
  };

export const updateItemInCart = (payload: UpdateItemPayload, retries = MAX_RETRIES): AppThunk =>
  async (dispatch, getState) => {
    const { cartItemId, item, quantity, parentSku, productType, fetchCartId } = payload;
    dispatch(actions.updateItem.request(payload));
    try {
      const cartId = requireCartId(getState());
      if (productType === CONFIGURABLE_PRODUCT) {
        // A configurable's options cannot change in place: replace the line.
        await runOperation(payload.removeItemMutation, { variables: { cartId, itemId: cartItemId } });
        await runOperation(payload.addItemMutation, {
          variables: { cartId, parentSku, product: item, quantity, sku: item.sku },
        });
      } else {
        await runOperation(payload.updateItemMutation, { variables: { cartId, itemId: cartItemId, quantity } });
      }
      await dispatch(getCartDetails(payload));
      dispatch(actions.updateItem.receive());
    } catch (thrown) {
      const error = toError(thrown);
      dispatch(asHandled(actions.updateItem.receive(error)));
      if (!needsNewCart(error) || retries <= 0) return;
      const wasSignedIn = getState().user.isSignedIn;
      await replaceCart(dispatch, getState, fetchCartId, false);
      // A customer gets their own cart back; a guest's new cart is empty, so the item is added anew.
      if (wasSignedIn) return dispatch(updateItemInCart(payload, retries - 1));
      return dispatch(addItemToCart(payload, retries - 1));
    }
  };

export const removeItemFromCart = (payload: RemoveItemPayload, retries = MAX_RETRIES): AppThunk =>
  async (dispatch, getState) => {
    const { item, removeItemMutation, fetchCartId } = payload;
    dispatch(actions.removeItem.request(payload));
    try {
      const cartId = requireCartId(getState());
      await runOperation(removeItemMutation, { variables: { cartId, itemId: item.uid } });
      await dispatch(getCartDetails(payload));
      dispatch(actions.removeItem.receive());
    } catch (thrown) {
      const error = toError(thrown);
      dispatch(asHandled(actions.removeItem.receive(error)));
      if (!needsNewCart(error) || retries <= 0) return;
      const wasSignedIn = getState().user.isSignedIn;
      await replaceCart(dispatch, getState, fetchCartId, false);
      // A guest's new cart is empty: there is nothing left to remove.
      if (wasSignedIn) return dispatch(removeItemFromCart(payload, retries - 1));
    }
  };

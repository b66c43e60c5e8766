import { type ApolloClient } from '@apollo/client';
import { GENERAL_ERROR_MESSAGE } from '../../apollo/errors';
import { asHandled } from '../actionCreators';
import { type AppDispatch, type AppThunk, type RootState } from '../types';
import { signOut } from '../user/signOut';
import actions from './actions';
import { createCart, removeCart } from './asyncActions';
import { GET_CART_DETAILS } from './cartDetails.gql';
import { ADD_PRODUCTS_TO_CART, REMOVE_ITEM_FROM_CART, UPDATE_CART_ITEMS } from './cartItems.gql';
import { CART_LOYALTY } from './cartLoyalty.gql';
import { CartUserInputError, isUnreachable, toCartError } from './cartErrors';
import { MISSING_CART_ID, isInvalidCartError } from './invalidCart';
import { toCartItemInput, type NewCartItem } from './itemInput';
import { ofCart } from './cartDetails';
import { readCartDetails } from './readCartDetails';

/*
 * The cart thunks that read and change items (spec §4): fetch details, add, update, remove; each
 * request then receive, with plain data in its actions, and the invalid-cart recovery in one place.
 */

const CONFIGURABLE_PRODUCT = 'ConfigurableProduct';

type GetState = () => RootState;

/** The cart id, creating a cart first when the shopper has none; throws when none can be made. */
async function currentCartId(dispatch: AppDispatch, getState: GetState): Promise<string> {
  if (!getState().cart.cartId) await dispatch(createCart());
  const { cartId, getCartError } = getState().cart;
  if (!cartId) throw getCartError ?? new Error(MISSING_CART_ID);
  return cartId;
}

interface CartAttempt<T> {
  /** The work, against the cart with this id. */
  run(cartId: string): Promise<T>;
  /** The work on the replacement cart; `run` again when omitted. */
  retry?(cartId: string, wasSignedIn: boolean): Promise<T>;
  /** A signed-in shopper whose cart is refused is signed out (add, details); otherwise only the cart goes. */
  signOutCustomer: boolean;
}

/**
 * The invalid-cart recovery of spec §4/§8, for every cart thunk: runs the work against the cart;
 * when the server refuses the cart itself (never on a network error), signs a customer out or
 * removes the cart, creates a new one and tries once more. A second failure is thrown.
 */
async function withCartRecovery<T>(dispatch: AppDispatch, getState: GetState, attempt: CartAttempt<T>): Promise<T> {
  try {
    return await attempt.run(await currentCartId(dispatch, getState));
  } catch (error) {
    if (!isInvalidCartError(error)) throw error;
    const wasSignedIn = getState().user.isSignedIn;
    if (attempt.signOutCustomer && wasSignedIn) await dispatch(signOut());
    else await dispatch(removeCart());
    const cartId = await currentCartId(dispatch, getState);
    return attempt.retry ? attempt.retry(cartId, wasSignedIn) : attempt.run(cartId);
  }
}

/** Fetches the details into the Apollo cache (network-only), where every reader of the cart sees them. */
async function fetchCartDetails(client: ApolloClient, cartId: string): Promise<void> {
  const before = readCartDetails(client, cartId).prices?.grand_total?.value;
  const { data } = await client.query({ query: GET_CART_DETAILS, variables: { cartId }, fetchPolicy: 'network-only' });
  if (ofCart(data?.cart, cartId).prices?.grand_total?.value !== before) refreshLoyaltyShown(client);
}

/**
 * What reward points and store credit pay follows the cart's total, but is asked apart from the
 * details (cartLoyalty.gql.ts): when the total changes, the loyalty answer on show (the cart or
 * checkout page's) is asked again. One refetch: every reader of it watches the same cache entry.
 */
function refreshLoyaltyShown(client: ApolloClient): void {
  const shown = [...client.getObservableQueries('active')].find((query) => query.options.query === CART_LOYALTY);
  void shown?.refetch().catch(() => undefined);
}

/** addProductsToCart; throws the user_errors (the items were refused) as one CartUserInputError. */
async function addProducts(client: ApolloClient, cartId: string, items: NewCartItem[]): Promise<void> {
  const { data } = await client.mutate({
    mutation: ADD_PRODUCTS_TO_CART,
    variables: { cartId, cartItems: items.map(toCartItemInput) },
  });
  const result = data?.addProductsToCart;
  if (!result) throw new Error(GENERAL_ERROR_MESSAGE);
  if (result.user_errors.length) throw new CartUserInputError(result.user_errors, items.length);
}

/**
 * Fetches the cart details (network-only) into the Apollo cache; an invalid cart is replaced (spec
 * §4). From the request on, the cart shows what the cache holds for it: after a reload, the cart as
 * this browser last fetched it until the shop answers, so a page opened offline keeps what is known;
 * a failure that never reached the shop is flagged (isDetailsUnreachable), and the error stored either way.
 */
export const getCartDetails =
  (): AppThunk =>
  async (dispatch, getState, { apolloClient }) => {
    dispatch(actions.getDetails.request());
    try {
      await withCartRecovery(dispatch, getState, {
        signOutCustomer: true,
        run: (id) => fetchCartDetails(apolloClient, id),
      });
      dispatch(actions.getDetails.receive());
    } catch (error) {
      if (isUnreachable(error)) dispatch(actions.detailsUnreachable());
      dispatch(asHandled(actions.getDetails.receive(toCartError(error))));
    }
  };

/**
 * Adds the items to the cart (addProductsToCart), then refetches the cart details so the count,
 * the mini cart and the totals show them at once. Resolves to null when the cart holds the items,
 * else to the error (also stored as addItemError): Magento's user_errors, GraphQL or network errors.
 */
export const addItemsToCart =
  (items: NewCartItem[]): AppThunk<Error | null> =>
  async (dispatch, getState, { apolloClient }) => {
    dispatch(actions.addItem.request({ items }));
    try {
      await withCartRecovery(dispatch, getState, {
        signOutCustomer: true,
        run: (cartId) => addProducts(apolloClient, cartId, items),
      });
      await dispatch(getCartDetails());
      dispatch(actions.addItem.receive({ items }));
      return null;
    } catch (thrown) {
      const error = toCartError(thrown);
      // Some items went in before others were refused: show the cart as it now is.
      if (thrown instanceof CartUserInputError && thrown.someAdded) await dispatch(getCartDetails());
      dispatch(asHandled(actions.addItem.receive(error)));
      return error;
    }
  };

async function updateQuantity(client: ApolloClient, cartId: string, itemUid: string, quantity: number): Promise<void> {
  await client.mutate({ mutation: UPDATE_CART_ITEMS, variables: { cartId, itemUid, quantity } });
}

async function removeLine(client: ApolloClient, cartId: string, itemUid: string): Promise<void> {
  await client.mutate({ mutation: REMOVE_ITEM_FROM_CART, variables: { cartId, itemUid } });
}

export interface UpdateItemArgs {
  /** The cart item's uid. */
  cartItemId: string;
  /** The line as it would be added again: its sku, new quantity and options. */
  item: NewCartItem;
  /**
   * Given when the line's options change: a configurable is then replaced (remove then add, spec
   * §4), as Magento makes a new quote item for a new configuration. Without it the quantity is
   * updated in place whatever the product type, so the line keeps its place in the cart.
   */
  productType?: string;
  /** With productType: the line as it is now, put back when the shop refuses the new one, so a refusal loses nothing. */
  restore?: NewCartItem;
}

/**
 * Changes a line (spec §4), then refetches the details. Resolves to null when the cart took the
 * change, else to the error (also stored as updateItemError), so the line can say why.
 */
export const updateItemInCart =
  ({ cartItemId, item, productType, restore }: UpdateItemArgs): AppThunk<Error | null> =>
  async (dispatch, getState, { apolloClient }) => {
    dispatch(actions.updateItem.request({ cartItemId, quantity: item.quantity }));
    const update = async (cartId: string) => {
      if (productType === CONFIGURABLE_PRODUCT) {
        // A configurable's options cannot change in place: replace the line.
        await removeLine(apolloClient, cartId, cartItemId);
        await addProducts(apolloClient, cartId, [item]).catch(async (refused: unknown) => {
          // Refused (sold out, qty): the old line goes back; the shopper is told the refusal, not a failed put-back.
          if (restore) await addProducts(apolloClient, cartId, [restore]).catch(() => undefined);
          throw refused;
        });
      } else {
        await updateQuantity(apolloClient, cartId, cartItemId, item.quantity);
      }
    };
    try {
      await withCartRecovery(dispatch, getState, {
        signOutCustomer: false,
        run: update,
        // A customer gets their own cart back; a guest's new cart is empty, so the item is added anew.
        retry: (cartId, wasSignedIn) => (wasSignedIn ? update(cartId) : addProducts(apolloClient, cartId, [item])),
      });
      await dispatch(getCartDetails());
      dispatch(actions.updateItem.receive());
      return null;
    } catch (thrown) {
      const error = toCartError(thrown);
      // A replaced line was put back under a new uid: show the cart as it now is.
      if (restore) await dispatch(getCartDetails());
      dispatch(asHandled(actions.updateItem.receive(error)));
      return error;
    }
  };

export interface RemoveItemArgs {
  /** The cart item's uid. */
  cartItemId: string;
}

/** Removes a line, then refetches the details; the error is stored as removeItemError. */
export const removeItemFromCart =
  ({ cartItemId }: RemoveItemArgs): AppThunk =>
  async (dispatch, getState, { apolloClient }) => {
    dispatch(actions.removeItem.request({ cartItemId }));
    const remove = (cartId: string) => removeLine(apolloClient, cartId, cartItemId);
    try {
      await withCartRecovery(dispatch, getState, {
        signOutCustomer: false,
        run: remove,
        // A guest's new cart is empty: there is nothing left to remove.
        retry: async (cartId, wasSignedIn) => (wasSignedIn ? remove(cartId) : undefined),
      });
      await dispatch(getCartDetails());
      dispatch(actions.removeItem.receive());
    } catch (error) {
      dispatch(asHandled(actions.removeItem.receive(toCartError(error))));
    }
  };

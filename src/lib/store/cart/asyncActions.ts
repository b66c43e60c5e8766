import { StorageKeys } from '../../persistence/keys';
import { asHandled, toError } from '../actionCreators';
import { type AppThunk } from '../types';
import actions from './actions';
import { CREATE_CART } from './cart.gql';
import { removeCart } from './removeCart';

/*
 * What every page needs of the cart: an id. The thunks that read and change the items are in
 * ./itemActions, loaded with the features that use them rather than with the first page.
 */
export { removeCart };

/** Creates an empty cart and saves its id, unless the shopper already has one. */
export const createCart =
  (): AppThunk =>
  async (dispatch, getState, { apolloClient, persistence }) => {
    if (getState().cart.cartId) return;
    dispatch(actions.getCart.request());
    try {
      // A new cart id is never cached: the store keeps it, and every shopper's is different.
      const { data } = await apolloClient.mutate({ mutation: CREATE_CART, fetchPolicy: 'no-cache' });
      const cartId = data?.cartId;
      if (!cartId) throw new Error('Unable to create cart');
      persistence.setItem(StorageKeys.cartId, cartId);
      dispatch(actions.getCart.receive(cartId));
    } catch (error) {
      dispatch(asHandled(actions.getCart.receive(toError(error))));
    }
  };

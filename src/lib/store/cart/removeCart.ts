import { StorageKeys } from '../../persistence/keys';
import { type AppThunk } from '../types';
import actions from './actions';

/** Forgets the cart: the saved id, its data in the Apollo cache, and the cart state. */
export const removeCart =
  (): AppThunk =>
  async (dispatch, _getState, { apolloClient, persistence, cacheEviction }) => {
    persistence.removeItem(StorageKeys.cartId);
    await cacheEviction.clearCartDataFromCache(apolloClient);
    dispatch(actions.reset());
  };

import { storeCompareListUid } from '../../persistence/compareListUid';
import { StorageKeys } from '../../persistence/keys';
import { sessionPersistence } from '../../persistence/sessionPersistence';
import { clearShopperCaches } from '../../serviceWorker/clearShopperCaches';
import { createCart, removeCart } from '../cart/asyncActions';
import { clearCheckoutDataFromStorage } from '../checkout/storage';
import { type AppThunk } from '../types';
import actions from './actions';
import { clearToken } from './asyncActions';
import { REVOKE_CUSTOMER_TOKEN } from './revokeToken.gql';

/**
 * Signs out in the spec's order: revoke on the server (failure ignored), clear the stored token,
 * reset the user, clear saved checkout data and forget the compare list, evict customer data from
 * the cache (Apollo's and the service worker's runtime caches, so the next shopper on a shared
 * device gets none of it), drop the cart and start a new guest cart. Its own module, so the first page does not carry it: the account
 * menu and the session check load it when a shopper signs out or a session ends.
 */
export const signOut =
  (): AppThunk =>
  async (dispatch, _getState, { apolloClient, persistence, cacheEviction }) => {
    try {
      await apolloClient.mutate({ mutation: REVOKE_CUSTOMER_TOKEN });
    } catch {
      // The token is dropped locally whatever the server says (an expired token is refused).
    }
    await dispatch(clearToken());
    dispatch(actions.reset());
    clearCheckoutDataFromStorage(persistence);
    // The cart's shipping estimate may be the customer's own address (their default one).
    sessionPersistence().removeItem(StorageKeys.shippingEstimate);
    // The customer's compare list is theirs: the next shopper starts without one.
    storeCompareListUid(null, persistence);
    await cacheEviction.clearCustomerDataFromCache(apolloClient);
    await clearShopperCaches();
    await dispatch(removeCart());
    // The next shopper on this device starts with a guest cart of their own.
    await dispatch(createCart());
  };

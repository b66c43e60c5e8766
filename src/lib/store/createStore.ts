import { type ApolloClient } from '@apollo/client';
import { applyMiddleware, legacy_createStore, type Store, type UnknownAction } from 'redux';
import { withExtraArgument } from 'redux-thunk';
import * as defaultCacheEviction from '../apollo/cacheEviction';
import { type BrowserPersistence } from '../persistence/BrowserPersistence';
import type { RestClient } from '../rest';
import { reloadWhenCartChangesInAnotherTab } from './cart/crossTab';
import { createAuthMiddleware } from './middleware/auth';
import { createErrorHandlerMiddleware, type ErrorHandlerOptions } from './middleware/errorHandler';
import { lazyAppRestClient } from './lazyRestClient';
import { loadInitialState, rootReducer } from './rootReducer';
import { type AppDispatch, type CacheEviction, type RootState, type ThunkExtra } from './types';
import userActions from './user/actions';

export interface CreateStoreOptions {
  apolloClient: ApolloClient;
  persistence: BrowserPersistence;
  /** Magento's REST endpoints (the checkout); the app's client, loaded on first use, by default. */
  restClient?: RestClient;
  /** Defaults to src/lib/apollo/cacheEviction. */
  cacheEviction?: CacheEviction;
  /** Reloads the page (session expiry, cart changed in another tab); window.location.reload by default. */
  reload?: () => void;
  /** Online at load; navigator.onLine by default. */
  isOnline?: boolean;
  now?: () => number;
  errorHandler?: ErrorHandlerOptions;
}

export type AppStore = Store<RootState, UnknownAction> & {
  dispatch: AppDispatch;
  /** Stops watching other tabs (for tests and hot reload). */
  stopWatching: () => void;
};

/** The storefront's Redux store: thunks get `{ apolloClient, restClient, persistence, cacheEviction }`. */
export function createStore({
  apolloClient,
  restClient = lazyAppRestClient,
  persistence,
  cacheEviction = defaultCacheEviction,
  reload = () => window.location.reload(),
  isOnline,
  now = Date.now,
  errorHandler,
}: CreateStoreOptions): AppStore {
  const extra: ThunkExtra = { apolloClient, restClient, persistence, cacheEviction };
  const middleware = applyMiddleware(
    withExtraArgument<RootState, UnknownAction, ThunkExtra>(extra),
    createErrorHandlerMiddleware({ now, ...errorHandler }),
    createAuthMiddleware({ persistence, reload, now }),
  );
  // legacy_createStore: the plain Redux store (configureStore would bring Redux Toolkit).
  const store = legacy_createStore(rootReducer, loadInitialState(persistence, isOnline), middleware) as unknown as AppStore;
  store.stopWatching = reloadWhenCartChangesInAnotherTab(persistence, store.getState, reload);
  store.dispatch(userActions.checkSession());
  return store;
}

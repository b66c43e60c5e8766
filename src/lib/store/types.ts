import { type ApolloClient } from '@apollo/client';
import { type UnknownAction } from 'redux';
import { type ThunkAction, type ThunkDispatch } from 'redux-thunk';
import { type BrowserPersistence } from '../persistence/BrowserPersistence';
import type { RestClient } from '../rest';
import { type AppState } from './app/reducer';
import { type CartState } from './cart/reducer';
import { type CatalogState } from './catalog/reducer';
import { type CheckoutState } from './checkout/reducer';
import { type UserState } from './user/reducer';

export interface RootState {
  app: AppState;
  cart: CartState;
  catalog: CatalogState;
  checkout: CheckoutState;
  user: UserState;
}

/** Apollo cache clean-up used at sign-out and when a cart is dropped. */
export interface CacheEviction {
  /** Evicts the cart and the customer's cart, and persists the cache. */
  clearCartDataFromCache(client: ApolloClient): Promise<void>;
  /** Evicts the customer, wishlist products and dynamic blocks, and persists the cache. */
  clearCustomerDataFromCache(client: ApolloClient): Promise<void>;
}

/**
 * The third argument every thunk receives, and the one way thunks reach the shop: they send their
 * own documents through `apolloClient` (so the answers land in its normalized cache) and their
 * REST requests through `restClient`; nothing is passed in by the caller.
 */
export interface ThunkExtra {
  apolloClient: ApolloClient;
  restClient: RestClient;
  persistence: BrowserPersistence;
  cacheEviction: CacheEviction;
}

export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;

/** An async thunk resolving to R. */
export type AppThunk<R = void> = ThunkAction<Promise<R>, RootState, ThunkExtra, UnknownAction>;

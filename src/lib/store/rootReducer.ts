import { combineReducers, type Reducer } from 'redux';
import { type BrowserPersistence } from '../persistence/BrowserPersistence';
import app, { loadAppState } from './app/reducer';
import cart, { loadCartState } from './cart/reducer';
import catalog, { initialCatalogState } from './catalog/reducer';
import checkout, { initialCheckoutState } from './checkout/reducer';
import { type RootState } from './types';
import user, { loadUserState } from './user/reducer';

export const rootReducer = combineReducers({ app, cart, catalog, checkout, user }) as unknown as Reducer<RootState>;

/** The state at load: what this browser remembers (cart id, token) and reports (online). */
export function loadInitialState(persistence: BrowserPersistence, isOnline?: boolean): RootState {
  return {
    app: loadAppState(isOnline),
    cart: loadCartState(persistence),
    catalog: initialCatalogState,
    checkout: initialCheckoutState,
    user: loadUserState(persistence),
  };
}

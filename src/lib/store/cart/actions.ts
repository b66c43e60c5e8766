import { defineActions, REQUEST_RECEIVE, type ActionCreator, type AsyncActionPair } from '../actionCreators';
import type { CartDetails } from './reducer';

export interface CartActions {
  getCart: AsyncActionPair<void, string>;
  getDetails: AsyncActionPair<string, { details: CartDetails }>;
  addItem: AsyncActionPair<unknown, void>;
  updateItem: AsyncActionPair<unknown, void>;
  removeItem: AsyncActionPair<unknown, void>;
  /** Flags the cart as changed elsewhere: consumers refetch the count, then clear the flag. */
  markObsolete: ActionCreator;
  clearObsolete: ActionCreator;
  reset: ActionCreator;
}

const actions = defineActions<CartActions>(
  'CART',
  {
    GET_CART: REQUEST_RECEIVE,
    GET_DETAILS: REQUEST_RECEIVE,
    ADD_ITEM: REQUEST_RECEIVE,
    UPDATE_ITEM: REQUEST_RECEIVE,
    REMOVE_ITEM: REQUEST_RECEIVE,
  },
  'MARK_OBSOLETE',
  'CLEAR_OBSOLETE',
  'RESET',
);

export default actions;

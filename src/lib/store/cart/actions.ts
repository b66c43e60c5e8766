import { defineActions, REQUEST_RECEIVE, type ActionCreator, type AsyncActionPair } from '../actionCreators';
import { type NewCartItem } from './itemInput';

/**
 * Every payload is plain data: what was asked for, what came back, or the Error. The details the
 * shop answers are not among them: they go to the Apollo cache, and receive only ends the request.
 */
export interface CartActions {
  getCart: AsyncActionPair<void, string>;
  getDetails: AsyncActionPair<void, void>;
  /** Requests and receives the items added (receive's payload tells what was added). */
  addItem: AsyncActionPair<{ items: NewCartItem[] }, { items: NewCartItem[] }>;
  updateItem: AsyncActionPair<{ cartItemId: string; quantity: number }, void>;
  removeItem: AsyncActionPair<{ cartItemId: string }, void>;
  /** The details fetch did not reach the shop (offline, a dropped connection): what is shown is the last copy. */
  detailsUnreachable: ActionCreator;
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
  'DETAILS_UNREACHABLE',
  'MARK_OBSOLETE',
  'CLEAR_OBSOLETE',
  'RESET',
);

export default actions;

import { type RootState } from '../types';
import { type CartDetails, type CartLine } from './reducer';

// One result per fetched list, so a component selecting the lines re-renders only when they change.
const linesByList = new WeakMap<NonNullable<CartDetails['items']>, CartLine[]>();
const NO_LINES: CartLine[] = [];

/** The cart's lines in the server's order, without the nulls of items that failed to load. */
export function selectCartItems(state: RootState): CartLine[] {
  const items = state.cart.details.items;
  if (!items) return NO_LINES;
  let lines = linesByList.get(items);
  if (!lines) linesByList.set(items, (lines = items.filter((item): item is CartLine => item !== null)));
  return lines;
}

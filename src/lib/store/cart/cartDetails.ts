import { type GetCartDetailsQuery, type GetCartSummaryQuery } from '../../../__generated__/operations';

/**
 * The cart as getCartDetails answers it (spec §3 details). It lives in the Apollo cache, not in
 * Redux: the UI reads it with useCartDetails, the thunks and tests with readCartDetails.
 */
export type CartDetails = Partial<NonNullable<GetCartDetailsQuery['cart']>>;

/** What the chrome reads of the cart (cartSummary.gql.ts): the details hold it too. */
export type CartSummary = Partial<NonNullable<GetCartSummaryQuery['cart']>>;

/** One line of the fetched cart. */
export type CartLine = NonNullable<NonNullable<CartDetails['items']>[number]>;

/** No details known (yet): an empty cart, as the derived values below describe it. */
export const NO_CART_DETAILS: CartDetails = Object.freeze({});

/** Shown for a cart without prices (an empty cart, spec §3). */
export const DEFAULT_CART_CURRENCY = 'USD';

// One result per fetched list, so a component reading the lines re-renders only when they change.
const linesByList = new WeakMap<NonNullable<CartDetails['items']>, CartLine[]>();
const NO_LINES: CartLine[] = [];

/** The cart's lines in the server's order, without the nulls of items that failed to load. */
export function cartLines(details: CartDetails): CartLine[] {
  const { items } = details;
  if (!items) return NO_LINES;
  let lines = linesByList.get(items);
  if (!lines) linesByList.set(items, (lines = items.filter((item): item is CartLine => item !== null)));
  return lines;
}

/* The derived values of spec §3: an empty cart is USD, 0 items, subtotal 0. */

export const isCartEmpty = (cart: CartSummary) => !cart.items?.some(Boolean);

/** The number of units in the cart: the sum of item quantities. */
export const cartNumItems = (cart: CartSummary) => (cart.items ?? []).reduce((sum, item) => sum + (item?.quantity || 0), 0);

export const cartSubtotal = (cart: CartSummary) => cart.prices?.grand_total?.value ?? 0;

export const cartCurrencyCode = (cart: CartSummary) => cart.prices?.grand_total?.currency ?? DEFAULT_CART_CURRENCY;

/** The currency of the cart's prices, or null while it has none (shoppers see the store's currency then). */
export const cartPriceCurrency = (cart: CartSummary) => cart.prices?.grand_total?.currency ?? null;

/** The answer's cart when it is the cart with this id. */
export function ofCart<Cart extends { id?: string }>(cart: Cart | null | undefined, cartId: string | null): Partial<Cart> {
  return cart && cartId && cart.id === cartId ? cart : (NO_CART_DETAILS as Partial<Cart>);
}

import { type ApolloClient } from '@apollo/client';
import { graphQLErrorMessages } from '../../apollo/errors';
import { GET_CART_DETAILS } from './cartItems.gql';
import { type CartDetails } from './reducer';

/**
 * Whether a failed fetch says nothing about the cart: the shop was not reached or gave no answer
 * (offline, a dropped connection, a gateway error). A GraphQL error is the shop's own word on the
 * cart, which older data must not contradict.
 */
export function isUnreachable(error: unknown): boolean {
  return graphQLErrorMessages(error).length === 0;
}

/**
 * The cart's details as this browser last fetched them: getCartDetails' answer in the Apollo cache,
 * which is kept in storage (cachePersistence.ts) and so outlives a reload. Null when it holds no
 * complete answer for this cart. The cache keeps one cart whatever the id asked (typePolicies), so
 * the answer must name this cart: an earlier one (before a merge or an order) is not this cart.
 */
export function readCachedCartDetails(client: ApolloClient, cartId: string | null): CartDetails | null {
  if (!cartId) return null;
  try {
    const cart = client.readQuery({ query: GET_CART_DETAILS, variables: { cartId } })?.cart;
    return cart?.id === cartId ? cart : null;
  } catch {
    return null;
  }
}

import { type ApolloClient } from '@apollo/client';
import { GET_CART_DETAILS } from './cartDetails.gql';
import { NO_CART_DETAILS, ofCart, type CartDetails } from './cartDetails';

/**
 * The details of the cart with this id as the Apollo cache holds them (getCartDetails' last answer,
 * kept in storage by cachePersistence.ts, so it outlives a reload); NO_CART_DETAILS when it holds
 * no complete answer for this cart. The cache keeps one cart whatever the id asked (typePolicies),
 * so the answer must name this cart: an earlier one (before a merge or an order) is not this cart.
 */
export function readCartDetails(client: ApolloClient, cartId: string | null): CartDetails {
  if (!cartId) return NO_CART_DETAILS;
  try {
    return ofCart(client.readQuery({ query: GET_CART_DETAILS, variables: { cartId } })?.cart, cartId);
  } catch {
    return NO_CART_DETAILS;
  }
}

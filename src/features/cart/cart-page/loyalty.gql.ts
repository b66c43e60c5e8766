import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type ApplyRewardPointsToCartMutation,
  type ApplyRewardPointsToCartMutationVariables,
  type ApplyStoreCreditToCartMutation,
  type ApplyStoreCreditToCartMutationVariables,
  type CartRewardPointsBalanceQuery,
  type CartRewardPointsBalanceQueryVariables,
  type RemoveRewardPointsFromCartMutation,
  type RemoveRewardPointsFromCartMutationVariables,
  type RemoveStoreCreditFromCartMutation,
  type RemoveStoreCreditFromCartMutationVariables,
} from '../../../__generated__/operations';

/*
 * Adobe Commerce's reward points and store credit on the customer's cart. What they pay is read
 * back with the cart's details (getCartDetails), so the answers here ask only for the cart's id.
 */

/** The points the customer could spend (the cart knows only what it spends). */
export const CART_REWARD_POINTS_BALANCE: TypedDocumentNode<CartRewardPointsBalanceQuery, CartRewardPointsBalanceQueryVariables> = gql`
  query cartRewardPointsBalance {
    customer {
      reward_points {
        balance {
          points
          money {
            value
            currency
          }
        }
      }
    }
  }
`;

/** Spends as many points as cover the total, or the whole balance when it covers less. */
export const APPLY_REWARD_POINTS_TO_CART: TypedDocumentNode<ApplyRewardPointsToCartMutation, ApplyRewardPointsToCartMutationVariables> = gql`
  mutation applyRewardPointsToCart($cartId: ID!) {
    applyRewardPointsToCart(cartId: $cartId) {
      cart {
        id
      }
    }
  }
`;

export const REMOVE_REWARD_POINTS_FROM_CART: TypedDocumentNode<RemoveRewardPointsFromCartMutation, RemoveRewardPointsFromCartMutationVariables> = gql`
  mutation removeRewardPointsFromCart($cartId: ID!) {
    removeRewardPointsFromCart(cartId: $cartId) {
      cart {
        id
      }
    }
  }
`;

/** Spends store credit on what is left to pay after any points. */
export const APPLY_STORE_CREDIT_TO_CART: TypedDocumentNode<ApplyStoreCreditToCartMutation, ApplyStoreCreditToCartMutationVariables> = gql`
  mutation applyStoreCreditToCart($cartId: String!) {
    applyStoreCreditToCart(input: { cart_id: $cartId }) {
      cart {
        id
      }
    }
  }
`;

export const REMOVE_STORE_CREDIT_FROM_CART: TypedDocumentNode<RemoveStoreCreditFromCartMutation, RemoveStoreCreditFromCartMutationVariables> = gql`
  mutation removeStoreCreditFromCart($cartId: String!) {
    removeStoreCreditFromCart(input: { cart_id: $cartId }) {
      cart {
        id
      }
    }
  }
`;

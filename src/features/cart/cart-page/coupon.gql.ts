import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type ApplyCouponToCartMutation,
  type ApplyCouponToCartMutationVariables,
  type RemoveCouponFromCartMutation,
  type RemoveCouponFromCartMutationVariables,
} from '../../../__generated__/operations';

/** Applies a coupon code; Magento answers an unknown or expired code with an error. */
export const APPLY_COUPON_TO_CART: TypedDocumentNode<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables> = gql`
  mutation applyCouponToCart($cartId: String!, $couponCode: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {
      cart {
        id
      }
    }
  }
`;

export const REMOVE_COUPON_FROM_CART: TypedDocumentNode<RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables> = gql`
  mutation removeCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        id
      }
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type AddProductsToCartMutation,
  type AddProductsToCartMutationVariables,
  type RemoveItemFromCartMutation,
  type RemoveItemFromCartMutationVariables,
  type UpdateCartItemsMutation,
  type UpdateCartItemsMutationVariables,
} from '../../../__generated__/operations';

/**
 * addProductsToCart (spec §4 add item): refusals come back as user_errors next to the cart.
 * The cart's count is read back so a cached item count follows at once.
 */
export const ADD_PRODUCTS_TO_CART: TypedDocumentNode<AddProductsToCartMutation, AddProductsToCartMutationVariables> = gql`
  mutation addProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        id
        total_quantity
      }
      user_errors {
        code
        message
      }
    }
  }
`;

/** A line's new quantity (Magento's updateCartItems; the details are fetched again afterwards). */
export const UPDATE_CART_ITEMS: TypedDocumentNode<UpdateCartItemsMutation, UpdateCartItemsMutationVariables> = gql`
  mutation updateCartItems($cartId: String!, $itemUid: ID!, $quantity: Float!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $itemUid, quantity: $quantity }] }) {
      cart {
        id
      }
    }
  }
`;

/** Removes one line (Magento's removeItemFromCart). */
export const REMOVE_ITEM_FROM_CART: TypedDocumentNode<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables> = gql`
  mutation removeItemFromCart($cartId: String!, $itemUid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $itemUid }) {
      cart {
        id
      }
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type AddProductsToCartMutation,
  type AddProductsToCartMutationVariables,
  type GetCartDetailsQuery,
  type GetCartDetailsQueryVariables,
  type RemoveItemFromCartMutation,
  type RemoveItemFromCartMutationVariables,
  type UpdateCartItemsMutation,
  type UpdateCartItemsMutationVariables,
} from '../../../__generated__/operations';

/**
 * The cart details the store keeps (spec §3): items with what the mini cart shows of them
 * (image, name, chosen options, quantity, price), the totals and the item count. (What reward
 * points and store credit pay is asked apart: Magento Open Source has no such fields.)
 */
export const GET_CART_DETAILS: TypedDocumentNode<GetCartDetailsQuery, GetCartDetailsQueryVariables> = gql`
  query getCartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
      items {
        uid
        quantity
        errors {
          code
          message
        }
        prices {
          price {
            value
            currency
          }
          row_total {
            value
            currency
          }
        }
        product {
          uid
          sku
          name
          stock_status
          url_key
          url_suffix
          thumbnail {
            url
            label
          }
        }
        ... on ConfigurableCartItem {
          configurable_options {
            configurable_product_option_uid
            configurable_product_option_value_uid
            option_label
            value_label
          }
          configured_variant {
            uid
            sku
            thumbnail {
              url
              label
            }
          }
        }
        ... on BundleCartItem {
          bundle_options {
            uid
            label
            values {
              uid
              label
              quantity
            }
          }
        }
      }
      applied_coupons {
        code
      }
      prices {
        applied_taxes {
          label
          amount {
            value
            currency
          }
        }
        grand_total {
          value
          currency
        }
        subtotal_excluding_tax {
          value
          currency
        }
        discounts {
          label
          amount {
            value
            currency
          }
        }
      }
    }
  }
`;

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

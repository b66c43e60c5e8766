import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type AddProductsToCartMutation,
  type AddProductsToCartMutationVariables,
  type GetCartDetailsQuery,
  type GetCartDetailsQueryVariables,
} from '../../../__generated__/operations';

/**
 * The cart details the store keeps (spec §3): items with what the mini cart shows of them
 * (image, name, chosen options, quantity, price), the totals and the item count.
 */
export const GET_CART_DETAILS: TypedDocumentNode<GetCartDetailsQuery, GetCartDetailsQueryVariables> = gql`
  query getCartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
      items {
        uid
        quantity
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
      prices {
        grand_total {
          value
          currency
        }
        subtotal_excluding_tax {
          value
          currency
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

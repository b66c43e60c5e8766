import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GetCartDetailsQuery, type GetCartDetailsQueryVariables } from '../../../__generated__/operations';
import { CART_SUMMARY_FIELDS } from './cartSummary.gql';

/**
 * The cart's details (spec §3), kept in the Apollo cache: items with what the mini cart shows of
 * them (image, name, chosen options and custom options, quantity, price), the totals and the item count. (What reward
 * points and store credit pay is asked apart, cartLoyalty.gql.ts: Magento Open Source has no such fields.)
 */
export const GET_CART_DETAILS: TypedDocumentNode<GetCartDetailsQuery, GetCartDetailsQueryVariables> = gql`
  query getCartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartSummaryFields
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
          customizable_options {
            ...CartLineCustomOption
          }
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
        ... on SimpleCartItem {
          customizable_options {
            ...CartLineCustomOption
          }
        }
        ... on VirtualCartItem {
          customizable_options {
            ...CartLineCustomOption
          }
        }
        ... on DownloadableCartItem {
          customizable_options {
            ...CartLineCustomOption
          }
          links {
            uid
            title
          }
          product {
            uid
            ... on DownloadableProduct {
              links_title
            }
          }
        }
        ... on BundleCartItem {
          customizable_options {
            ...CartLineCustomOption
          }
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
  fragment CartLineCustomOption on SelectedCustomizableOption {
    type
    label
    values {
      label
      value
    }
  }
  ${CART_SUMMARY_FIELDS}
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import { CONFIGURABLE_OPTION_CHOICES } from '../../catalog/product-options/configurableOptions.gql';
import { type GetEditableCartProductQuery, type GetEditableCartProductQueryVariables } from '../../../__generated__/operations';

/**
 * What the cart's Edit dialog shows of a configurable line's product, by the product's sku (the
 * cart line's product is the configurable parent): its picture, its options with their swatches,
 * and every variant's stock, price and picture, so the choice follows as on the product page.
 */
export const GET_EDITABLE_CART_PRODUCT: TypedDocumentNode<GetEditableCartProductQuery, GetEditableCartProductQueryVariables> = gql`
  query getEditableCartProduct($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        __typename
        uid
        sku
        name
        small_image {
          url
          label
        }
        ... on ConfigurableProduct {
          ...ConfigurableOptionChoices
          variants {
            attributes {
              uid
              code
            }
            product {
              uid
              sku
              stock_status
              small_image {
                url
                label
              }
              price_range {
                minimum_price {
                  final_price {
                    value
                    currency
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  ${CONFIGURABLE_OPTION_CHOICES}
`;

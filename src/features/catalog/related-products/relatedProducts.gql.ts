import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GetRelatedProductsQuery, type GetRelatedProductsQueryVariables } from '../../../__generated__/operations';
import { PRODUCT_CARD_FIELDS } from '../product-card/productCard.gql';

/** A product's related and up-sell products, as product cards. */
export const GET_RELATED_PRODUCTS: TypedDocumentNode<GetRelatedProductsQuery, GetRelatedProductsQueryVariables> = gql`
  query getRelatedProducts($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        uid
        related_products {
          ...ProductCardFields
        }
        upsell_products {
          ...ProductCardFields
        }
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

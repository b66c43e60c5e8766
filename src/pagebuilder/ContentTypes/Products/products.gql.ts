import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GetPageBuilderProductsQuery, type GetPageBuilderProductsQueryVariables } from '../../../__generated__/operations';
import { PRODUCT_CARD_FIELDS } from '../../../features/catalog/product-card/productCard.gql';

/** The products a Page Builder products list names by SKU, as product cards. */
export const GET_PAGE_BUILDER_PRODUCTS: TypedDocumentNode<GetPageBuilderProductsQuery, GetPageBuilderProductsQueryVariables> = gql`
  query getPageBuilderProducts($skus: [String!]!, $pageSize: Int!) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        ...ProductCardFields
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

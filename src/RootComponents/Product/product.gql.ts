import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GetProductForRouteQuery, type GetProductForRouteQueryVariables } from '../../__generated__/operations';

/** The product a route resolved to, by the url key of its URL (Magento has no uid filter). */
export const GET_PRODUCT: TypedDocumentNode<GetProductForRouteQuery, GetProductForRouteQueryVariables> = gql`
  query getProductForRoute($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        uid
        name
        sku
      }
    }
  }
`;

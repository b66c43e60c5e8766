import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ProductData {
  products: { items: Array<{ uid: string; name: string | null; sku: string | null } | null> | null } | null;
}

/** The product a route resolved to, by the url key of its URL (Magento has no uid filter). */
export const GET_PRODUCT: TypedDocumentNode<ProductData, { urlKey: string }> = gql`
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

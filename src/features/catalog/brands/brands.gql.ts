import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type BrandListQuery,
  type BrandListQueryVariables,
  type BrandPageQuery,
  type BrandPageQueryVariables,
  type BrandSummaryFragment,
} from '../../../__generated__/operations';

/** Enough for every brand of a shop on one page (the demo shop has 20); Mageplaza's default is 5. */
export const BRAND_LIST_PAGE_SIZE = 500;

/** A brand as a logo tile shows it. */
export const BRAND_SUMMARY: TypedDocumentNode<BrandSummaryFragment> = gql`
  fragment BrandSummary on MageplazaBrands {
    brand_id
    value
    url_key
    image
  }
`;

/** /brands: every brand, for the Featured block and the A-Z list (Mageplaza Shop by Brand). */
export const BRAND_LIST: TypedDocumentNode<BrandListQuery, BrandListQueryVariables> = gql`
  query brandList($pageSize: Int!) {
    mpbrand(pageSize: $pageSize) {
      items {
        ...BrandSummary
        is_featured
        product_quantity
      }
    }
  }
  ${BRAND_SUMMARY}
`;

/** /brands/:urlKey: the brand (none for an unknown key) and the option id its products are filtered by. */
export const BRAND_PAGE: TypedDocumentNode<BrandPageQuery, BrandPageQueryVariables> = gql`
  query brandPage($urlKey: String!) {
    mpbrand(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {
      items {
        ...BrandSummary
        option_id
        description
        page_title
        meta_description
      }
    }
  }
  ${BRAND_SUMMARY}
`;

/** The brand list as the brands page asks it (its talon, and the server's first paint). */
export const brandListRequest = { query: BRAND_LIST, variables: { pageSize: BRAND_LIST_PAGE_SIZE } };

import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type GetBrandListingQuery,
  type GetBrandListingQueryVariables,
  type GetCategoryListingQuery,
  type GetCategoryListingQueryVariables,
  type GetProductFilterInputsQuery,
  type GetProductFilterInputsQueryVariables,
  type GetSearchListingQuery,
  type GetSearchListingQueryVariables,
  type ProductListingFieldsFragment,
} from '../../../__generated__/operations';
import { BREADCRUMBS_CATEGORY_FIELDS } from '../breadcrumbs/breadcrumbs.gql';
import { PRODUCT_CARD_FIELDS } from '../product-card/productCard.gql';

/** One page of a listing: the cards, the count, the pages, layered navigation and sort options. */
export const PRODUCT_LISTING_FIELDS: TypedDocumentNode<ProductListingFieldsFragment> = gql`
  fragment ProductListingFields on Products {
    total_count
    page_info {
      current_page
      total_pages
    }
    items {
      uid
      ...ProductCardFields
    }
    aggregations {
      attribute_code
      label
      count
      position
      options {
        label
        value
        count
      }
    }
    sort_fields {
      default
      options {
        label
        value
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

/**
 * A category page in one request: the category (title, picture, description, breadcrumbs) and
 * the page of products. The server sends the same document and variables for first paint.
 */
export const GET_CATEGORY_LISTING: TypedDocumentNode<GetCategoryListingQuery, GetCategoryListingQueryVariables> = gql`
  query getCategoryListing(
    $uid: String!
    $filter: ProductAttributeFilterInput!
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
  ) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        name
        description
        image
        ...BreadcrumbsCategoryFields
      }
    }
    products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      ...ProductListingFields
    }
  }
  ${BREADCRUMBS_CATEGORY_FIELDS}
  ${PRODUCT_LISTING_FIELDS}
`;

/** /search.html: the page of products for the shopper's words and filters. */
export const GET_SEARCH_LISTING: TypedDocumentNode<GetSearchListingQuery, GetSearchListingQueryVariables> = gql`
  query getSearchListing(
    $search: String!
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
  ) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      ...ProductListingFields
    }
  }
  ${PRODUCT_LISTING_FIELDS}
`;

/** A brand's page: the page of products the filter (the brand and the shopper's filters) selects. */
export const GET_BRAND_LISTING: TypedDocumentNode<GetBrandListingQuery, GetBrandListingQueryVariables> = gql`
  query getBrandListing($filter: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {
    products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      ...ProductListingFields
    }
  }
  ${PRODUCT_LISTING_FIELDS}
`;

/**
 * The filter and sort fields the shop has (they depend on its attributes): asked only when a
 * listing request fails, to drop what the URL names that the shop does not know.
 */
export const GET_PRODUCT_FILTER_INPUTS: TypedDocumentNode<GetProductFilterInputsQuery, GetProductFilterInputsQueryVariables> = gql`
  query getProductFilterInputs {
    filterInputs: __type(name: "ProductAttributeFilterInput") {
      inputFields {
        name
        type {
          name
        }
      }
    }
    sortInputs: __type(name: "ProductAttributeSortInput") {
      inputFields {
        name
      }
    }
  }
`;

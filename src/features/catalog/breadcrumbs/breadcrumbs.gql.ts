import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type BreadcrumbsCategoryFieldsFragment,
  type GetBreadcrumbsQuery,
  type GetBreadcrumbsQueryVariables,
} from '../../../__generated__/operations';

/**
 * A category and its ancestors, for the breadcrumbs. A page that already asks for its category
 * spreads this fragment into the same `categories(filters: { category_uid: { eq } })` field, so
 * the breadcrumbs then read it from the cache without a request of their own.
 */
export const BREADCRUMBS_CATEGORY_FIELDS: TypedDocumentNode<BreadcrumbsCategoryFieldsFragment> = gql`
  fragment BreadcrumbsCategoryFields on CategoryInterface {
    uid
    name
    url_path
    url_suffix
    breadcrumbs {
      category_uid
      category_name
      category_level
      category_url_path
    }
  }
`;

export const GET_BREADCRUMBS: TypedDocumentNode<GetBreadcrumbsQuery, GetBreadcrumbsQueryVariables> = gql`
  query getBreadcrumbs($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        ...BreadcrumbsCategoryFields
      }
    }
  }
  ${BREADCRUMBS_CATEGORY_FIELDS}
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GetCategoryForRouteQuery, type GetCategoryForRouteQueryVariables } from '../../__generated__/operations';

/** The category a route resolved to, by uid. */
export const GET_CATEGORY: TypedDocumentNode<GetCategoryForRouteQuery, GetCategoryForRouteQueryVariables> = gql`
  query getCategoryForRoute($uid: String!) {
    categoryList(filters: { category_uid: { eq: $uid } }) {
      uid
      name
    }
  }
`;

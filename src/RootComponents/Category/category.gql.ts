import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CategoryData {
  categoryList: Array<{ uid: string; name: string | null } | null> | null;
}

/** The category a route resolved to, by uid. */
export const GET_CATEGORY: TypedDocumentNode<CategoryData, { uid: string }> = gql`
  query getCategoryForRoute($uid: String!) {
    categoryList(filters: { category_uid: { eq: $uid } }) {
      uid
      name
    }
  }
`;

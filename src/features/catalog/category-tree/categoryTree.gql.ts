import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GetCategoryTreeQuery, type GetCategoryTreeQueryVariables } from '../../../__generated__/operations';

/**
 * The store root with three levels below it: top-level categories (with their images), their
 * children and the leaves. The root itself has no URL and is never shown.
 */
export const GET_CATEGORY_TREE: TypedDocumentNode<GetCategoryTreeQuery, GetCategoryTreeQueryVariables> = gql`
  fragment CategoryTreeLink on CategoryTree {
    uid
    name
    url_path
    url_suffix
    position
  }

  query getCategoryTree {
    categories {
      items {
        uid
        children {
          ...CategoryTreeLink
          image
          children {
            ...CategoryTreeLink
            children {
              ...CategoryTreeLink
            }
          }
        }
      }
    }
  }
`;

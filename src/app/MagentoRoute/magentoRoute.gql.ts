import { gql, type TypedDocumentNode } from '@apollo/client';
import { type ResolveUrlQuery, type ResolveUrlQueryVariables } from '../../__generated__/operations';

/** spec §7: the route by url; CMS pages answer their identifier, products and categories their uid. */
export const RESOLVE_URL: TypedDocumentNode<ResolveUrlQuery, ResolveUrlQueryVariables> = gql`
  query resolveURL($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on CmsPage {
        identifier
      }
      ... on ProductInterface {
        uid
      }
      ... on CategoryInterface {
        uid
      }
    }
  }
`;

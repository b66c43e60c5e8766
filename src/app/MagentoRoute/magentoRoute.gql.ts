import { gql, type TypedDocumentNode } from '@apollo/client';

export type RouteEntityType = 'CMS_PAGE' | 'PRODUCT' | 'CATEGORY';

export interface ResolvedRoute {
  __typename: string;
  relative_url: string | null;
  redirect_code: number;
  type: RouteEntityType | null;
  /** CmsPage */
  identifier?: string | null;
  /** ProductInterface, CategoryInterface */
  uid?: string | null;
}

export interface ResolveUrlData {
  route: ResolvedRoute | null;
}

/** spec §7: the route by url; CMS pages answer their identifier, products and categories their uid. */
export const RESOLVE_URL: TypedDocumentNode<ResolveUrlData, { url: string }> = gql`
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

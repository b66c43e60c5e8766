import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GetCmsPageQuery, type GetCmsPageQueryVariables } from '../../../__generated__/operations';

/** The CMS page a route resolved to, by its identifier. */
export const GET_CMS_PAGE: TypedDocumentNode<GetCmsPageQuery, GetCmsPageQueryVariables> = gql`
  query getCmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      url_key
      title
      content_heading
      content
      meta_title
      meta_description
    }
  }
`;

/** A CMS page as its talon asks it (and the server's first paint). */
export const cmsPageRequest = (identifier: string) => ({ query: GET_CMS_PAGE, variables: { identifier } });

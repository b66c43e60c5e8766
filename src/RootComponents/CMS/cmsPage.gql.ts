import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CmsPageData {
  cmsPage: {
    identifier: string | null;
    url_key: string | null;
    title: string | null;
    content_heading: string | null;
    content: string | null;
    meta_title: string | null;
  } | null;
}

/** The CMS page a route resolved to, by its identifier. */
export const GET_CMS_PAGE: TypedDocumentNode<CmsPageData, { identifier: string }> = gql`
  query getCmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      url_key
      title
      content_heading
      content
      meta_title
    }
  }
`;

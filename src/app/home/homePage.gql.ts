import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CmsHomePageData {
  storeConfig: { store_code: string | null; cms_home_page: string | null } | null;
}

/** Which CMS page is the store's home page (storeConfig.cms_home_page). */
export const GET_CMS_HOME_PAGE: TypedDocumentNode<CmsHomePageData, Record<string, never>> = gql`
  query getCmsHomePage {
    storeConfig {
      store_code
      cms_home_page
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';

export interface HeaderConfigData {
  storeConfig: {
    store_code: string | null;
    store_name: string | null;
    secure_base_media_url: string | null;
    header_logo_src: string | null;
  } | null;
}

/** The logo the merchant configured (under media logo/) and the store's name for its alt text. */
export const GET_HEADER_CONFIG: TypedDocumentNode<HeaderConfigData, Record<string, never>> = gql`
  query getStoreConfigForHeader {
    storeConfig {
      store_code
      store_name
      secure_base_media_url
      header_logo_src
    }
  }
`;

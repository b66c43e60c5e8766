import { gql, type TypedDocumentNode } from '@apollo/client';

export interface FooterConfigData {
  storeConfig: { store_code: string | null; copyright: string | null } | null;
}

export const GET_FOOTER_CONFIG: TypedDocumentNode<FooterConfigData, Record<string, never>> = gql`
  query getFooterConfig {
    storeConfig {
      store_code
      copyright
    }
  }
`;

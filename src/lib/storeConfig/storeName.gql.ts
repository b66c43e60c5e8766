import { gql, type TypedDocumentNode } from '@apollo/client';

export interface GetStoreNameData {
  storeConfig: { store_code: string | null; store_name: string | null } | null;
}

/** spec §7: getStoreName reads store_code and store_name. */
export const GET_STORE_NAME: TypedDocumentNode<GetStoreNameData, Record<string, never>> = gql`
  query getStoreName {
    storeConfig {
      store_code
      store_name
    }
  }
`;

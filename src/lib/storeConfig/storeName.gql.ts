import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GetStoreNameQuery, type GetStoreNameQueryVariables } from '../../__generated__/operations';

/** spec §7: getStoreName reads store_code and store_name. */
export const GET_STORE_NAME: TypedDocumentNode<GetStoreNameQuery, GetStoreNameQueryVariables> = gql`
  query getStoreName {
    storeConfig {
      store_code
      store_name
    }
  }
`;

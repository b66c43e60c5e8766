import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GetLocaleQuery, type GetLocaleQueryVariables } from '../../__generated__/operations';

/** spec §7: the locale query reads store_code and locale. */
export const GET_LOCALE: TypedDocumentNode<GetLocaleQuery, GetLocaleQueryVariables> = gql`
  query getLocale {
    storeConfig {
      store_code
      locale
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';

export interface GetLocaleData {
  storeConfig: { store_code: string | null; locale: string | null } | null;
}

/** spec §7: the locale query reads store_code and locale. */
export const GET_LOCALE: TypedDocumentNode<GetLocaleData, Record<string, never>> = gql`
  query getLocale {
    storeConfig {
      store_code
      locale
    }
  }
`;

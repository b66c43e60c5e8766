import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SearchBarConfigData {
  storeConfig: { store_code: string | null; pwa: { placeholder_productsearch: string | null } | null } | null;
}

/** spec §7: storeConfig with pwa { placeholder_productsearch }, cache-and-network. */
export const GET_SEARCH_BAR_CONFIG: TypedDocumentNode<SearchBarConfigData, Record<string, never>> = gql`
  query getSearchBarConfig {
    storeConfig {
      store_code
      pwa {
        placeholder_productsearch
      }
    }
  }
`;

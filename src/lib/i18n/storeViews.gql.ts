import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GetStoreViewsQuery, type GetStoreViewsQueryVariables } from '../../__generated__/operations';

/**
 * The store views of the current store group with their locales (Magento's availableStores, as
 * Venia's store switcher reads it): a language that has a store view of its own is that store view.
 */
export const GET_STORE_VIEWS: TypedDocumentNode<GetStoreViewsQuery, GetStoreViewsQueryVariables> = gql`
  query getStoreViews {
    availableStores(useCurrentGroup: true) {
      store_code
      locale
    }
  }
`;

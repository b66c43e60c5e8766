import { gql, type TypedDocumentNode } from '@apollo/client';
import { type AddressRegionsQuery, type AddressRegionsQueryVariables } from '../../../__generated__/operations';

/** The provinces the address forms offer (the shop ships within one country). */
export const ADDRESS_REGIONS: TypedDocumentNode<AddressRegionsQuery, AddressRegionsQueryVariables> = gql`
  query addressRegions($countryId: String!) {
    country(id: $countryId) {
      id
      available_regions {
        id
        code
        name
      }
    }
  }
`;

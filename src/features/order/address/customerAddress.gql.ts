import { gql } from '@apollo/client';

/**
 * A saved address as the account and the checkout read it: what the address book shows and edits,
 * the dashboard and the checkout's address step show. One selection, so the Customer cache entry
 * they share always has every field each of them needs.
 */
export const CUSTOMER_ADDRESS_FIELDS = gql`
  fragment CustomerAddressFields on CustomerAddress {
    id
    firstname
    lastname
    street
    city
    region {
      region
      region_code
      region_id
    }
    postcode
    telephone
    country_code
    default_shipping
    default_billing
  }
`;

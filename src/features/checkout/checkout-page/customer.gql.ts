import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type CheckoutCustomerAddressesQuery,
  type CheckoutCustomerAddressesQueryVariables,
  type LatestCustomerOrderQuery,
  type LatestCustomerOrderQueryVariables,
} from '../../../__generated__/operations';
import { CUSTOMER_ADDRESS_FIELDS } from '../../order/address/customerAddress.gql';

/** A signed-in customer's address book, for the shipping address step. */
export const CHECKOUT_CUSTOMER_ADDRESSES: TypedDocumentNode<CheckoutCustomerAddressesQuery, CheckoutCustomerAddressesQueryVariables> = gql`
  query checkoutCustomerAddresses {
    customer {
      email
      default_shipping
      addresses {
        ...CustomerAddressFields
      }
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`;

/** The customer's newest order: its number, for the receipt after payment-information placed it. */
export const LATEST_CUSTOMER_ORDER: TypedDocumentNode<LatestCustomerOrderQuery, LatestCustomerOrderQueryVariables> = gql`
  query latestCustomerOrder {
    customer {
      orders(pageSize: 1, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
        items {
          id
          number
        }
      }
    }
  }
`;

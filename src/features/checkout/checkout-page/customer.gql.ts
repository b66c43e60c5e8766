import { gql, type TypedDocumentNode } from '@apollo/client';
import { type CheckoutCustomerAddressesQuery, type CheckoutCustomerAddressesQueryVariables } from '../../../__generated__/operations';
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

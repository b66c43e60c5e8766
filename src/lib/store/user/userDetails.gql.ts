import { gql, type TypedDocumentNode } from '@apollo/client';
import { type SignedInCustomerQuery, type SignedInCustomerQueryVariables } from '../../../__generated__/operations';

/** spec §7: the customer user details, read as a customer object. */
export const SIGNED_IN_CUSTOMER: TypedDocumentNode<SignedInCustomerQuery, SignedInCustomerQueryVariables> = gql`
  query signedInCustomer {
    customer {
      email
      firstname
      lastname
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type GenerateCustomerTokenMutation,
  type GenerateCustomerTokenMutationVariables,
  type SignedInCustomerQuery,
  type SignedInCustomerQueryVariables,
} from '../../__generated__/operations';

/** Magento's sign-in: a customer token for the email and password. */
export const GENERATE_CUSTOMER_TOKEN: TypedDocumentNode<GenerateCustomerTokenMutation, GenerateCustomerTokenMutationVariables> = gql`
  mutation generateCustomerToken($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`;

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

import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GenerateCustomerTokenMutation, type GenerateCustomerTokenMutationVariables } from '../../../__generated__/operations';

/** Magento's sign-in: a customer token for the email and password. */
export const GENERATE_CUSTOMER_TOKEN: TypedDocumentNode<GenerateCustomerTokenMutation, GenerateCustomerTokenMutationVariables> = gql`
  mutation generateCustomerToken($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`;

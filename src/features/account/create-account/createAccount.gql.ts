import { gql, type TypedDocumentNode } from '@apollo/client';
import { type CreateAccountMutation, type CreateAccountMutationVariables } from '../../../__generated__/operations';

/** Magento's sign-up: the new customer (signed in afterwards with generateCustomerToken). */
export const CREATE_ACCOUNT: TypedDocumentNode<CreateAccountMutation, CreateAccountMutationVariables> = gql`
  mutation createAccount($firstname: String!, $lastname: String!, $email: String!, $password: String!, $isSubscribed: Boolean) {
    createCustomerV2(input: { firstname: $firstname, lastname: $lastname, email: $email, password: $password, is_subscribed: $isSubscribed }) {
      customer {
        email
        firstname
        lastname
      }
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import { type ConfirmEmailMutation, type ConfirmEmailMutationVariables } from '../../../__generated__/operations';

/** Magento's account confirmation: the account's email and the key from the confirmation link. */
export const CONFIRM_EMAIL: TypedDocumentNode<ConfirmEmailMutation, ConfirmEmailMutationVariables> = gql`
  mutation confirmEmail($email: String!, $key: String!) {
    confirmEmail(input: { email: $email, confirmation_key: $key }) {
      customer {
        email
      }
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type AccountInformationQuery,
  type AccountInformationQueryVariables,
  type ChangeCustomerPasswordMutation,
  type ChangeCustomerPasswordMutationVariables,
  type UpdateCustomerEmailMutation,
  type UpdateCustomerEmailMutationVariables,
  type UpdateCustomerNameMutation,
  type UpdateCustomerNameMutationVariables,
} from '../../../__generated__/operations';

export const ACCOUNT_INFORMATION: TypedDocumentNode<AccountInformationQuery, AccountInformationQueryVariables> = gql`
  query accountInformation {
    customer {
      firstname
      lastname
      email
    }
  }
`;

/** Magento's updateCustomerV2 (name only: email and password have their own mutations). */
export const UPDATE_CUSTOMER_NAME: TypedDocumentNode<UpdateCustomerNameMutation, UpdateCustomerNameMutationVariables> = gql`
  mutation updateCustomerName($firstname: String!, $lastname: String!) {
    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {
      customer {
        firstname
        lastname
        email
      }
    }
  }
`;

export const UPDATE_CUSTOMER_EMAIL: TypedDocumentNode<UpdateCustomerEmailMutation, UpdateCustomerEmailMutationVariables> = gql`
  mutation updateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        firstname
        lastname
        email
      }
    }
  }
`;

export const CHANGE_CUSTOMER_PASSWORD: TypedDocumentNode<ChangeCustomerPasswordMutation, ChangeCustomerPasswordMutationVariables> = gql`
  mutation changeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`;

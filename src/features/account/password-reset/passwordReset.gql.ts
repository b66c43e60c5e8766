import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type RequestPasswordResetEmailMutation,
  type RequestPasswordResetEmailMutationVariables,
  type ResetPasswordMutation,
  type ResetPasswordMutationVariables,
} from '../../../__generated__/operations';

/** Magento mails a reset link (the embedded shop prints it on the server console). */
export const REQUEST_PASSWORD_RESET_EMAIL: TypedDocumentNode<RequestPasswordResetEmailMutation, RequestPasswordResetEmailMutationVariables> = gql`
  mutation requestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`;

/** Sets the new password with the link's token, once. */
export const RESET_PASSWORD: TypedDocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables> = gql`
  mutation resetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
  }
`;

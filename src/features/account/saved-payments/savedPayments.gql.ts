import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type DeleteSavedPaymentMutation,
  type DeleteSavedPaymentMutationVariables,
  type SavedPaymentsQuery,
  type SavedPaymentsQueryVariables,
} from '../../../__generated__/operations';

/** Magento's vault: the cards the customer saved at checkout. */
export const SAVED_PAYMENTS: TypedDocumentNode<SavedPaymentsQuery, SavedPaymentsQueryVariables> = gql`
  query savedPayments {
    customerPaymentTokens {
      items {
        public_hash
        payment_method_code
        type
        details
      }
    }
  }
`;

export const DELETE_SAVED_PAYMENT: TypedDocumentNode<DeleteSavedPaymentMutation, DeleteSavedPaymentMutationVariables> = gql`
  mutation deleteSavedPayment($publicHash: String!) {
    deletePaymentToken(public_hash: $publicHash) {
      result
      customerPaymentTokens {
        items {
          public_hash
          payment_method_code
          type
          details
        }
      }
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type ConfirmPaymentMutation,
  type ConfirmPaymentMutationVariables,
  type GetPaymentBankListQuery,
  type GetPaymentBankListQueryVariables,
} from '../../../__generated__/operations';

/** Swift PWA's confirm-payment module: the shop's bank accounts a transfer goes to. */
export const GET_PAYMENT_BANK_LIST: TypedDocumentNode<GetPaymentBankListQuery, GetPaymentBankListQueryVariables> = gql`
  query getPaymentBankList {
    getPaymentBankList {
      bankname
      banknumber
      placeholder
    }
  }
`;

/** The shopper's "I have paid" for a bank-transfer order, as Swift PWA sends it (`email`, a guest's proof the order is theirs, and `updated` are ours). */
export const CONFIRM_PAYMENT: TypedDocumentNode<ConfirmPaymentMutation, ConfirmPaymentMutationVariables> = gql`
  mutation confirmPayment(
    $orderNumber: String!
    $email: String
    $payment: String!
    $accountName: String!
    $accountNumber: String!
    $amount: Float!
    $date: String!
    $filename: String
    $imageBase64: String
  ) {
    createConfirmPayment(
      input: {
        order_number: $orderNumber
        email: $email
        payment: $payment
        account_name: $accountName
        account_number: $accountNumber
        amount: $amount
        date: $date
        filename: $filename
        image_base64: $imageBase64
      }
    ) {
      success
      updated
    }
  }
`;

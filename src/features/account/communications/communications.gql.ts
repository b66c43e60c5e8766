import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type CustomerSubscriptionQuery,
  type CustomerSubscriptionQueryVariables,
  type UpdateCustomerSubscriptionMutation,
  type UpdateCustomerSubscriptionMutationVariables,
} from '../../../__generated__/operations';

export const CUSTOMER_SUBSCRIPTION: TypedDocumentNode<CustomerSubscriptionQuery, CustomerSubscriptionQueryVariables> = gql`
  query customerSubscription {
    customer {
      email
      is_subscribed
    }
  }
`;

/** The newsletter choice is part of Magento's customer (updateCustomerV2 is_subscribed). */
export const UPDATE_CUSTOMER_SUBSCRIPTION: TypedDocumentNode<UpdateCustomerSubscriptionMutation, UpdateCustomerSubscriptionMutationVariables> = gql`
  mutation updateCustomerSubscription($isSubscribed: Boolean!) {
    updateCustomerV2(input: { is_subscribed: $isSubscribed }) {
      customer {
        email
        is_subscribed
      }
    }
  }
`;

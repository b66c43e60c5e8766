import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type AssignCompareListMutation,
  type AssignCompareListMutationVariables,
  type CustomerCompareListQuery,
  type CustomerCompareListQueryVariables,
} from '../../../__generated__/operations';
import { COMPARE_SUMMARY_FIELDS } from './compareSummary.gql';

/** Magento's assignCompareListToCustomer: the guest's list becomes (or joins) the customer's. */
export const ASSIGN_COMPARE_LIST: TypedDocumentNode<AssignCompareListMutation, AssignCompareListMutationVariables> = gql`
  mutation assignCompareList($uid: ID!) {
    assignCompareListToCustomer(uid: $uid) {
      result
      compare_list {
        ...CompareSummaryFields
      }
    }
  }
  ${COMPARE_SUMMARY_FIELDS}
`;

/** The signed-in customer's own list (Customer.compare_list), if they have one. */
export const CUSTOMER_COMPARE_LIST: TypedDocumentNode<CustomerCompareListQuery, CustomerCompareListQueryVariables> = gql`
  query customerCompareList {
    customer {
      compare_list {
        ...CompareSummaryFields
      }
    }
  }
  ${COMPARE_SUMMARY_FIELDS}
`;

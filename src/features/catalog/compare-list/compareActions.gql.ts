import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type AddToCompareListMutation,
  type AddToCompareListMutationVariables,
  type CreateCompareListMutation,
  type CreateCompareListMutationVariables,
  type RemoveFromCompareListMutation,
  type RemoveFromCompareListMutationVariables,
} from '../../../__generated__/operations';
import { COMPARE_SUMMARY_FIELDS } from './compareSummary.gql';

// Magento's compare list mutations behind the compare buttons.

export const CREATE_COMPARE_LIST: TypedDocumentNode<CreateCompareListMutation, CreateCompareListMutationVariables> = gql`
  mutation createCompareList($products: [ID!]) {
    createCompareList(input: { products: $products }) {
      ...CompareSummaryFields
    }
  }
  ${COMPARE_SUMMARY_FIELDS}
`;

export const ADD_TO_COMPARE_LIST: TypedDocumentNode<AddToCompareListMutation, AddToCompareListMutationVariables> = gql`
  mutation addToCompareList($uid: ID!, $products: [ID!]!) {
    addProductsToCompareList(input: { uid: $uid, products: $products }) {
      ...CompareSummaryFields
    }
  }
  ${COMPARE_SUMMARY_FIELDS}
`;

export const REMOVE_FROM_COMPARE_LIST: TypedDocumentNode<RemoveFromCompareListMutation, RemoveFromCompareListMutationVariables> = gql`
  mutation removeFromCompareList($uid: ID!, $products: [ID!]!) {
    removeProductsFromCompareList(input: { uid: $uid, products: $products }) {
      ...CompareSummaryFields
    }
  }
  ${COMPARE_SUMMARY_FIELDS}
`;

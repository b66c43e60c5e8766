import { gql, type TypedDocumentNode } from '@apollo/client';
import { type CompareSummaryFieldsFragment, type CompareSummaryQuery, type CompareSummaryQueryVariables } from '../../../__generated__/operations';

/**
 * What the header count and the compare buttons need of the shopper's list: its size and which
 * products are in it (ComparableItem.uid is the product's numeric id). The mutations that change
 * the list answer it too, so the cache keeps every count and button current.
 */
export const COMPARE_SUMMARY_FIELDS: TypedDocumentNode<CompareSummaryFieldsFragment> = gql`
  fragment CompareSummaryFields on CompareList {
    uid
    item_count
    items {
      uid
    }
  }
`;

/** The list in brief; asked only when a list uid is stored. */
export const COMPARE_SUMMARY: TypedDocumentNode<CompareSummaryQuery, CompareSummaryQueryVariables> = gql`
  query compareSummary($uid: ID!) {
    compareList(uid: $uid) {
      ...CompareSummaryFields
    }
  }
  ${COMPARE_SUMMARY_FIELDS}
`;

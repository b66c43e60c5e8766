import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type ClearCompareListMutation,
  type ClearCompareListMutationVariables,
  type ProductCompareListFragment,
  type ProductCompareQuery,
  type ProductCompareQueryVariables,
  type RemoveComparedProductMutation,
  type RemoveComparedProductMutationVariables,
} from '../../../__generated__/operations';
import { PRODUCT_CARD_FIELDS } from '../product-card/productCard.gql';

/** The comparison: the attributes compared and, per product, what a card shows and its values. */
export const PRODUCT_COMPARE_LIST: TypedDocumentNode<ProductCompareListFragment> = gql`
  fragment ProductCompareList on CompareList {
    uid
    item_count
    attributes {
      code
      label
    }
    items {
      uid
      attributes {
        code
        value
      }
      product {
        ...ProductCardFields
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

export const PRODUCT_COMPARE: TypedDocumentNode<ProductCompareQuery, ProductCompareQueryVariables> = gql`
  query productCompare($uid: ID!) {
    compareList(uid: $uid) {
      ...ProductCompareList
    }
  }
  ${PRODUCT_COMPARE_LIST}
`;

/** Takes one product out; answers the whole comparison, so the page shows what is left at once. */
export const REMOVE_COMPARED_PRODUCT: TypedDocumentNode<RemoveComparedProductMutation, RemoveComparedProductMutationVariables> = gql`
  mutation removeComparedProduct($uid: ID!, $products: [ID!]!) {
    removeProductsFromCompareList(input: { uid: $uid, products: $products }) {
      ...ProductCompareList
    }
  }
  ${PRODUCT_COMPARE_LIST}
`;

/** "Clear all": Magento's deleteCompareList. */
export const CLEAR_COMPARE_LIST: TypedDocumentNode<ClearCompareListMutation, ClearCompareListMutationVariables> = gql`
  mutation clearCompareList($uid: ID!) {
    deleteCompareList(uid: $uid) {
      result
    }
  }
`;

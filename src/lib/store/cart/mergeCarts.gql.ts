import { gql, type TypedDocumentNode } from '@apollo/client';
import { type MergeGuestCartMutation, type MergeGuestCartMutationVariables } from '../../../__generated__/operations';

/** Moves a guest cart's items into the signed-in customer's cart (Magento's mergeCarts). */
export const MERGE_GUEST_CART: TypedDocumentNode<MergeGuestCartMutation, MergeGuestCartMutationVariables> = gql`
  mutation mergeGuestCart($sourceCartId: String!, $destinationCartId: String!) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
      id
      total_quantity
    }
  }
`;

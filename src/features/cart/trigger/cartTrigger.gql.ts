import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GetItemCountQuery, type GetItemCountQueryVariables } from '../../../__generated__/operations';

/** spec §7 getItemCount: the cart's id and total quantity. */
export const GET_ITEM_COUNT: TypedDocumentNode<GetItemCountQuery, GetItemCountQueryVariables> = gql`
  query getItemCount($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';

export interface GetItemCountData {
  cart: { id: string; total_quantity: number } | null;
}

/** spec §7 getItemCount: the cart's id and total quantity. */
export const GET_ITEM_COUNT: TypedDocumentNode<GetItemCountData, { cartId: string }> = gql`
  query getItemCount($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
    }
  }
`;

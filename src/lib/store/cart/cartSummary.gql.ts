import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GetCartSummaryQuery, type GetCartSummaryQueryVariables } from '../../../__generated__/operations';

/**
 * What the chrome shows of the cart on every page (the trigger's count and price): a part of the
 * cart's details (GET_CART_DETAILS spreads it), read from the cache only. Kept apart so the first
 * JavaScript carries this small document, not the whole details query.
 */
export const CART_SUMMARY_FIELDS = gql`
  fragment CartSummaryFields on Cart {
    id
    items {
      uid
      quantity
    }
    prices {
      grand_total {
        value
        currency
      }
    }
  }
`;

export const GET_CART_SUMMARY: TypedDocumentNode<GetCartSummaryQuery, GetCartSummaryQueryVariables> = gql`
  query getCartSummary($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartSummaryFields
    }
  }
  ${CART_SUMMARY_FIELDS}
`;

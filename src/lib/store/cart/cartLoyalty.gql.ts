import { gql, type TypedDocumentNode } from '@apollo/client';
import { type CartLoyaltyQuery, type CartLoyaltyQueryVariables } from '../../../__generated__/operations';

/**
 * What Adobe Commerce's reward points and store credit pay of the cart. Asked apart from the cart's
 * details: a Magento Open Source store has no such fields and refuses the whole query that names them.
 */
export const CART_LOYALTY: TypedDocumentNode<CartLoyaltyQuery, CartLoyaltyQueryVariables> = gql`
  query cartLoyalty($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      applied_reward_points {
        points
        money {
          value
          currency
        }
      }
      applied_store_credit {
        enabled
        current_balance {
          value
          currency
        }
        applied_balance {
          value
          currency
        }
      }
    }
  }
`;

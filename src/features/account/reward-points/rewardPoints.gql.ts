import { gql, type TypedDocumentNode } from '@apollo/client';
import { type RewardPointsPageQuery, type RewardPointsPageQueryVariables } from '../../../__generated__/operations';

/** The customer's reward points (Adobe Commerce): balance, every change (newest first) and the exchange rates. */
export const REWARD_POINTS_PAGE: TypedDocumentNode<RewardPointsPageQuery, RewardPointsPageQueryVariables> = gql`
  query rewardPointsPage {
    customer {
      reward_points {
        balance {
          points
          money {
            value
            currency
          }
        }
        balance_history {
          balance {
            points
            money {
              value
              currency
            }
          }
          change_reason
          date
          points_change
        }
        exchange_rates {
          earning {
            currency_amount
            points
          }
          redemption {
            currency_amount
            points
          }
        }
      }
    }
  }
`;

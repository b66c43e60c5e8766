import { gql, type TypedDocumentNode } from '@apollo/client';
import { type AccountDashboardQuery, type AccountDashboardQueryVariables } from '../../__generated__/operations';

/** The dashboard: who the customer is, their default addresses, points, store credit and latest orders. */
export const ACCOUNT_DASHBOARD: TypedDocumentNode<AccountDashboardQuery, AccountDashboardQueryVariables> = gql`
  query accountDashboard {
    customer {
      firstname
      lastname
      email
      is_subscribed
      default_shipping
      default_billing
      addresses {
        id
        firstname
        lastname
        street
        city
        region {
          region
          region_code
          region_id
        }
        postcode
        telephone
        default_shipping
        default_billing
      }
      reward_points {
        balance {
          points
          money {
            value
            currency
          }
        }
      }
      store_credit {
        enabled
        current_balance {
          value
          currency
        }
      }
      orders(pageSize: 3, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
        total_count
        items {
          id
          number
          order_date
          status
          total {
            grand_total {
              value
              currency
            }
          }
        }
      }
    }
  }
`;

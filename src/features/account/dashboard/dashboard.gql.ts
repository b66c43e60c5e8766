import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type AccountDashboardQuery,
  type AccountDashboardQueryVariables,
  type CustomerBalancesQuery,
  type CustomerBalancesQueryVariables,
} from '../../../__generated__/operations';
import { CUSTOMER_ADDRESS_FIELDS } from '../../order/address/customerAddress.gql';

/** The dashboard: who the customer is, their default addresses and latest orders. */
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
        ...CustomerAddressFields
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
  ${CUSTOMER_ADDRESS_FIELDS}
`;

/**
 * Adobe Commerce's reward points and store credit balances, asked apart: a Magento Open Source store
 * has neither and refuses a query that names them, and the rest of the dashboard must not go with it.
 */
export const CUSTOMER_BALANCES: TypedDocumentNode<CustomerBalancesQuery, CustomerBalancesQueryVariables> = gql`
  query customerBalances {
    customer {
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
    }
  }
`;

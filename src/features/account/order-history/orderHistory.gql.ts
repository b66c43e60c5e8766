import { gql, type TypedDocumentNode } from '@apollo/client';
import { type OrderHistoryQuery, type OrderHistoryQueryVariables } from '../../../__generated__/operations';

/** One page of the customer's orders, newest first, optionally only the numbers matching a search. */
export const ORDER_HISTORY: TypedDocumentNode<OrderHistoryQuery, OrderHistoryQueryVariables> = gql`
  query orderHistory($filter: CustomerOrdersFilterInput, $currentPage: Int!, $pageSize: Int!) {
    customer {
      orders(filter: $filter, currentPage: $currentPage, pageSize: $pageSize, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
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
          items {
            id
            quantity_ordered
          }
        }
        page_info {
          current_page
          total_pages
        }
        total_count
      }
    }
  }
`;

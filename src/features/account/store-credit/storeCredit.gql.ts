import { gql, type TypedDocumentNode } from '@apollo/client';
import { type StoreCreditPageQuery, type StoreCreditPageQueryVariables } from '../../../__generated__/operations';

/** Changes to the balance shown per page of the history. */
export const STORE_CREDIT_PAGE_SIZE = 10;

/** The customer's store credit (Adobe Commerce): whether the shop offers it, the balance and one page of its history, newest first. */
export const STORE_CREDIT_PAGE: TypedDocumentNode<StoreCreditPageQuery, StoreCreditPageQueryVariables> = gql`
  query storeCreditPage($pageSize: Int!, $currentPage: Int!) {
    customer {
      store_credit {
        enabled
        current_balance {
          value
          currency
        }
        balance_history(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            action
            actual_balance {
              value
              currency
            }
            balance_change {
              value
              currency
            }
            date_time_changed
          }
          page_info {
            current_page
            total_pages
          }
          total_count
        }
      }
    }
  }
`;

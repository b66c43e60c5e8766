import { gql, type TypedDocumentNode } from '@apollo/client';
import { type CustomerReviewsQuery, type CustomerReviewsQueryVariables } from '../../../__generated__/operations';

/** Reviews shown per page of /product-review. */
export const CUSTOMER_REVIEWS_PAGE_SIZE = 10;

/** The customer's own reviews (Magento 2.4's Customer.reviews, every status, newest first). */
export const CUSTOMER_REVIEWS: TypedDocumentNode<CustomerReviewsQuery, CustomerReviewsQueryVariables> = gql`
  query customerReviews($currentPage: Int!, $pageSize: Int!) {
    customer {
      reviews(currentPage: $currentPage, pageSize: $pageSize) {
        items {
          summary
          text
          nickname
          created_at
          average_rating
          product {
            uid
            name
            url_key
            url_suffix
          }
        }
        page_info {
          current_page
          total_pages
        }
      }
    }
  }
`;

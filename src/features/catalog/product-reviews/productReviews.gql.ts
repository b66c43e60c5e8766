import { gql, type TypedDocumentNode } from '@apollo/client';
import { type GetProductReviewsQuery, type GetProductReviewsQueryVariables } from '../../../__generated__/operations';

/** One page of a product's reviews (newest first, as Magento pages them). */
export const GET_PRODUCT_REVIEWS: TypedDocumentNode<GetProductReviewsQuery, GetProductReviewsQueryVariables> = gql`
  query getProductReviews($urlKey: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        uid
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            nickname
            summary
            text
            created_at
            average_rating
          }
          page_info {
            current_page
            total_pages
          }
        }
      }
    }
  }
`;

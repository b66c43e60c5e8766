import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type CreateProductReviewMutation,
  type CreateProductReviewMutationVariables,
  type ReviewFormDataQuery,
  type ReviewFormDataQueryVariables,
} from '../../../__generated__/operations';

/** What the review form asks: the ratings to give (Magento's active ones) and who may write one. */
export const REVIEW_FORM_DATA: TypedDocumentNode<ReviewFormDataQuery, ReviewFormDataQueryVariables> = gql`
  query reviewFormData {
    productReviewRatingsMetadata {
      items {
        id
        name
        values {
          value_id
          value
        }
      }
    }
    storeConfig {
      store_code
      product_reviews_enabled
      allow_guests_to_write_product_reviews
    }
  }
`;

/** Magento's createProductReview: the review is stored pending moderation. */
export const CREATE_PRODUCT_REVIEW: TypedDocumentNode<CreateProductReviewMutation, CreateProductReviewMutationVariables> = gql`
  mutation createProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        nickname
        summary
        created_at
        average_rating
      }
    }
  }
`;

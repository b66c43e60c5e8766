import type { ReviewRow } from '../../repositories/catalog/productReviews';
import type { ProductValue } from '../../repositories/catalog/productRows';

/**
 * A stored review as Magento's ProductReview (ReviewDataMapper): average_rating is the mean of its
 * ratings as a percentage (0-100), each rating's value the stars as a string. Product.reviews and
 * Customer.reviews answer the same shape.
 */
export const productReviewValue = (review: ReviewRow, product: ProductValue) => ({
  nickname: review.nickname,
  summary: review.summary,
  text: review.text,
  created_at: review.created_at,
  average_rating: review.ratings.length ? (review.ratings.reduce((sum, r) => sum + r.value, 0) / review.ratings.length) * 20 : 0,
  ratings_breakdown: review.ratings.map((r) => ({ name: r.name, value: String(r.value) })),
  product,
});

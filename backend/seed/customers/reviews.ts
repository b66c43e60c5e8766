import { RATING_TYPES } from '../catalog/reviewWords';
import { REVIEW_STATUS } from '../catalog/reviews';
import type { Db } from '../../types';

/** A review the customer wrote: stars for every rating type, and whether it still waits for moderation. */
export interface CustomerReviewSeed {
  summary: string;
  text: string;
  stars: number;
  pending: boolean;
  createdAt: string;
}

/** The products the customer ordered (oldest order first), topped up with the shop's others, each once. */
function reviewedProducts(db: Db, customerId: number, count: number, fallback: readonly number[]): number[] {
  const ordered = db
    .prepare(
      `SELECT i.product_id FROM sales_order_items i JOIN sales_orders o ON o.entity_id = i.order_id
       WHERE o.customer_id = ? AND i.product_id IS NOT NULL ORDER BY o.created_at, i.item_id`,
    )
    .pluck()
    .all(customerId) as number[];
  return [...new Set([...ordered, ...fallback])].slice(0, count);
}

/** The customer's own reviews, signed with their first name, each rated on every rating type. */
export function seedCustomerReviews(db: Db, customerId: number, nickname: string, reviews: readonly CustomerReviewSeed[], productIds: readonly number[]): void {
  const products = reviewedProducts(db, customerId, reviews.length, productIds);
  const insertReview = db.prepare('INSERT INTO reviews (product_id, customer_id, nickname, summary, text, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertRating = db.prepare('INSERT INTO review_ratings (review_id, rating_id, value) VALUES (?, ?, ?)');
  reviews.forEach((review, index) => {
    const status = review.pending ? REVIEW_STATUS.pending : REVIEW_STATUS.approved;
    const reviewId = Number(insertReview.run(products[index], customerId, nickname, review.summary, review.text, status, review.createdAt).lastInsertRowid);
    RATING_TYPES.forEach((_, ratingIndex) => insertRating.run(reviewId, ratingIndex + 1, review.stars));
  });
}

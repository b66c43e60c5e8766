import type { Db } from '../../types';
import { groupBy } from './groupBy';
import { jsonList } from './ids';

export const APPROVED = 1;

export interface ReviewSummary {
  count: number;
  /** Average of all ratings of approved reviews, 0-100. */
  ratingSummary: number;
}

/** Review count and rating summary of each product (approved reviews only). */
export function loadReviewSummaries(db: Db, productIds: readonly number[]): Map<number, ReviewSummary> {
  const rows = db
    .prepare(
      `SELECT r.product_id, COUNT(DISTINCT r.review_id) AS count, AVG(rr.value) AS average FROM reviews r
       LEFT JOIN review_ratings rr ON rr.review_id = r.review_id
       WHERE r.status = ${APPROVED} AND r.product_id IN (SELECT value FROM json_each(?)) GROUP BY r.product_id`,
    )
    .all(jsonList(productIds)) as Array<{ product_id: number; count: number; average: number | null }>;
  return new Map(rows.map((r) => [r.product_id, { count: r.count, ratingSummary: r.average == null ? 0 : Math.round(r.average * 20 * 10) / 10 }]));
}

export interface ReviewRow {
  review_id: number;
  product_id: number;
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
  ratings: Array<{ name: string; value: number }>;
}

type ReviewColumns = Omit<ReviewRow, 'ratings'>;

const REVIEW_COLUMNS = 'SELECT review_id, product_id, nickname, summary, text, created_at FROM reviews';

/** The reviews with their ratings, in rating type order. */
function withRatings(db: Db, reviews: ReviewColumns[]): ReviewRow[] {
  const ratings = groupBy(
    db
      .prepare(
        `SELECT rr.review_id, t.name, rr.value FROM review_ratings rr JOIN rating_types t ON t.rating_id = rr.rating_id
         WHERE rr.review_id IN (SELECT value FROM json_each(?)) ORDER BY t.position, t.rating_id`,
      )
      .all(jsonList(reviews.map((r) => r.review_id))) as Array<{ review_id: number; name: string; value: number }>,
    (row) => row.review_id,
  );
  return reviews.map((review) => ({ ...review, ratings: (ratings.get(review.review_id) ?? []).map(({ name, value }) => ({ name, value })) }));
}

/** One page of a product's approved reviews, newest first, with their ratings. */
export function loadReviewPage(db: Db, productId: number, pageSize: number, currentPage: number): ReviewRow[] {
  const reviews = db
    .prepare(`${REVIEW_COLUMNS} WHERE product_id = ? AND status = ${APPROVED} ORDER BY created_at DESC, review_id DESC LIMIT ? OFFSET ?`)
    .all(productId, pageSize, (currentPage - 1) * pageSize) as ReviewColumns[];
  return withRatings(db, reviews);
}

/** How many reviews the customer wrote, whatever their status. */
export function countCustomerReviews(db: Db, customerId: number): number {
  return db.prepare('SELECT COUNT(*) FROM reviews WHERE customer_id = ?').pluck().get(customerId) as number;
}

/** One page of the customer's own reviews, whatever their status (a pending one too), newest first, with their ratings. */
export function loadCustomerReviewPage(db: Db, customerId: number, pageSize: number, currentPage: number): ReviewRow[] {
  const reviews = db
    .prepare(`${REVIEW_COLUMNS} WHERE customer_id = ? ORDER BY created_at DESC, review_id DESC LIMIT ? OFFSET ?`)
    .all(customerId, pageSize, (currentPage - 1) * pageSize) as ReviewColumns[];
  return withRatings(db, reviews);
}

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

/** One page of a product's approved reviews, newest first, with their ratings. */
export function loadReviewPage(db: Db, productId: number, pageSize: number, currentPage: number): ReviewRow[] {
  const reviews = db
    .prepare(
      `SELECT review_id, product_id, nickname, summary, text, created_at FROM reviews WHERE product_id = ? AND status = ${APPROVED}
       ORDER BY created_at DESC, review_id DESC LIMIT ? OFFSET ?`,
    )
    .all(productId, pageSize, (currentPage - 1) * pageSize) as Array<Omit<ReviewRow, 'ratings'>>;
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

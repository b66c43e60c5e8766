import type { Db } from '../../types';
import { groupBy } from './groupBy';
import { jsonList } from './ids';

export const APPROVED = 1;
/** Waiting for moderation: shown only to its author (Customer.reviews). */
export const PENDING = 2;

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

/** One review by id, whatever its status, with its ratings; null when there is none. */
export function loadReview(db: Db, reviewId: number): ReviewRow | null {
  const review = db.prepare(`${REVIEW_COLUMNS} WHERE review_id = ?`).get(reviewId) as ReviewColumns | undefined;
  return review ? withRatings(db, [review])[0] : null;
}

export interface NewReview {
  productId: number;
  /** The signed-in author; null for a guest. */
  customerId: number | null;
  nickname: string;
  summary: string;
  text: string;
  /** Stars per rating type. */
  votes: ReadonlyArray<{ ratingId: number; value: number }>;
  now?: Date;
}

/**
 * Keeps a new review pending moderation (as Magento does), exactly as typed: it is text, never
 * markup. Returns its id. Review and votes are written together or not at all.
 */
export function savePendingReview(db: Db, review: NewReview): number {
  const createdAt = (review.now ?? new Date()).toISOString().slice(0, 19).replace('T', ' ');
  const insertVote = db.prepare('INSERT INTO review_ratings (review_id, rating_id, value) VALUES (?, ?, ?)');
  return db.transaction(() => {
    const reviewId = Number(
      db
        .prepare('INSERT INTO reviews (product_id, customer_id, nickname, summary, text, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(review.productId, review.customerId, review.nickname, review.summary, review.text, PENDING, createdAt).lastInsertRowid,
    );
    for (const vote of review.votes) insertVote.run(reviewId, vote.ratingId, vote.value);
    return reviewId;
  })();
}

import type { Db } from '../../types';
import type { SeededRandom } from '../random';
import { randomDateTime } from './dates';
import type { ProductPlan } from './plan';
import { CLOSERS, NICKNAMES, OPENERS, RATING_TYPES, SUMMARIES, type Language, type Sentiment } from './reviewWords';
import { insertRows, type Row } from './sqlInsert';

export const REVIEW_STATUS = { approved: 1, pending: 2 } as const;

/** Overall stars, skewed positive: 1 3%, 2 5%, 3 12%, 4 35%, 5 45%. */
function overallStars(random: SeededRandom): number {
  const roll = random.next();
  return roll < 0.03 ? 1 : roll < 0.08 ? 2 : roll < 0.2 ? 3 : roll < 0.55 ? 4 : 5;
}

function sentimentOf(stars: number): Sentiment {
  return stars >= 4 ? 'positive' : stars === 3 ? 'neutral' : 'negative';
}

/** The stars a shopper may give on each rating type. */
const STARS = [1, 2, 3, 4, 5] as const;

/** Rating types and their 1-5 star options (option ids five per rating, as Magento's install numbers them). */
function insertRatingTypes(db: Db): void {
  insertRows(db, 'rating_types', RATING_TYPES.map((name, index) => ({ rating_id: index + 1, name, position: index + 1 })));
  insertRows(
    db,
    'rating_options',
    RATING_TYPES.flatMap((_, index) => STARS.map((value) => ({ option_id: index * STARS.length + value, rating_id: index + 1, value, position: value }))),
  );
}

/** Rating types, then 0-12 approved reviews per visible product (and a few pending ones), with 1-5 stars per type. */
export function insertReviews(db: Db, random: SeededRandom, products: readonly ProductPlan[]): void {
  insertRatingTypes(db);
  const insertReview = db.prepare('INSERT INTO reviews (product_id, nickname, summary, text, status, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const ratingRows: Row[] = [];
  for (const product of products) {
    const approved = random.chance(0.2) ? 0 : random.int(1, 12);
    const pending = random.chance(0.1) ? 1 : 0;
    for (let index = 0; index < approved + pending; index++) {
      const stars = overallStars(random);
      const sentiment = sentimentOf(stars);
      const language: Language = random.chance(0.45) ? 'id' : 'en';
      const weeks = String(random.int(2, 12));
      const text = `${random.pick(OPENERS[sentiment][language]).replace('{weeks}', weeks)} ${random.pick(CLOSERS[sentiment][language])}`;
      const status = index < approved ? REVIEW_STATUS.approved : REVIEW_STATUS.pending;
      const createdAt = randomDateTime(random, '2025-01-01', '2026-11-15');
      const reviewId = Number(insertReview.run(product.id, random.pick(NICKNAMES), random.pick(SUMMARIES[sentiment][language]), text, status, createdAt).lastInsertRowid);
      RATING_TYPES.forEach((_, ratingIndex) => {
        const value = Math.min(5, Math.max(1, stars + (random.chance(0.3) ? random.pick([-1, 1]) : 0)));
        ratingRows.push({ review_id: reviewId, rating_id: ratingIndex + 1, value });
      });
    }
  }
  insertRows(db, 'review_ratings', ratingRows);
}

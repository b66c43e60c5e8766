import type { Migration } from './types';

/**
 * What a shopper rates a product with, as Magento's rating tables hold it (createProductReview,
 * productReviewRatingsMetadata):
 * - rating_types.is_active: only active ratings are offered and accepted (Magento's rating.is_active);
 * - rating_options: the values (1-5 stars) of each rating. option_id is what value_id encodes;
 *   Magento's install numbers them the same way, five per rating in rating order.
 * Rating types seeded before this migration get their options here; the seed adds them for a new shop.
 */
export const reviewRatingsMigration: Migration = {
  id: '018_review_ratings',
  up(db) {
    db.exec(`
      ALTER TABLE rating_types ADD COLUMN is_active INTEGER NOT NULL DEFAULT 1;
      CREATE TABLE rating_options (
        option_id INTEGER PRIMARY KEY,
        rating_id INTEGER NOT NULL REFERENCES rating_types(rating_id) ON DELETE CASCADE,
        value INTEGER NOT NULL CHECK (value BETWEEN 1 AND 5),
        position INTEGER NOT NULL DEFAULT 0,
        UNIQUE (rating_id, value)
      );
      WITH RECURSIVE stars(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM stars WHERE value < 5)
      INSERT INTO rating_options (option_id, rating_id, value, position)
        SELECT (t.rating_id - 1) * 5 + stars.value, t.rating_id, stars.value, stars.value FROM rating_types t CROSS JOIN stars;
    `);
  },
};

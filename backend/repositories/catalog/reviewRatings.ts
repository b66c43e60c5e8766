import type { Db } from '../../types';
import { groupBy } from './groupBy';

/** One value a rating can take (Magento's rating_option): value_id encodes optionId. */
export interface RatingOption {
  optionId: number;
  /** Stars, 1-5. */
  value: number;
}

/** A rating shoppers give a product (Magento's rating), with its values in position order. */
export interface RatingType {
  ratingId: number;
  name: string;
  options: RatingOption[];
}

/** The active ratings by position, each with its values (productReviewRatingsMetadata's items). */
export function loadActiveRatings(db: Db): RatingType[] {
  const types = db.prepare('SELECT rating_id, name FROM rating_types WHERE is_active = 1 ORDER BY position, rating_id').all() as Array<{ rating_id: number; name: string }>;
  const options = groupBy(
    db
      .prepare('SELECT o.option_id, o.rating_id, o.value FROM rating_options o JOIN rating_types t ON t.rating_id = o.rating_id WHERE t.is_active = 1 ORDER BY o.position, o.option_id')
      .all() as Array<{ option_id: number; rating_id: number; value: number }>,
    (row) => row.rating_id,
  );
  return types.map((type) => ({
    ratingId: type.rating_id,
    name: type.name,
    options: (options.get(type.rating_id) ?? []).map((row) => ({ optionId: row.option_id, value: row.value })),
  }));
}

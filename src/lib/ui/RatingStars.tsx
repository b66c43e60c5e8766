import { useIntl } from 'react-intl';
import { starFills, starScore } from './ratingStars';
import styles from './ratingStars.module.css';

export interface RatingStarsProps {
  /** 0-100, as Magento's rating_summary. */
  rating: number;
  /** Number of reviews, shown in brackets after the stars when given. */
  count?: number;
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  return (
    <span className={styles.star} data-fill={fill}>
      <svg className={styles.back} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={STAR_PATH} />
      </svg>
      {fill !== 'empty' && (
        <svg className={fill === 'half' ? styles.frontHalf : styles.front} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} />
        </svg>
      )}
    </span>
  );
}

/**
 * Five stars for a 0-100 rating (to the nearest half) and, optionally, the review count. Screen
 * readers hear one sentence ("Rated 4.5 out of 5, 12 reviews") instead of five pictures.
 */
export function RatingStars({ rating, count }: RatingStarsProps) {
  const { formatMessage } = useIntl();
  const score = starScore(rating);
  const label =
    count === undefined
      ? formatMessage({ id: 'rating.label' }, { score })
      : formatMessage({ id: 'rating.labelWithCount' }, { score, count });
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <span className={styles.stars}>
        {starFills(rating).map((fill, index) => (
          <Star key={index} fill={fill} />
        ))}
      </span>
      {count !== undefined && (
        <span className={styles.count} aria-hidden="true">
          ({count})
        </span>
      )}
    </span>
  );
}

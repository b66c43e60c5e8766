import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { RatingStars } from '../../../lib/ui/RatingStars';
import { useProductReviews } from './useProductReviews';
import { WriteReview } from './WriteReview';
import classes from './productReviews.module.css';

export interface ProductReviewsProps {
  urlKey: string;
  productUid: string;
  /** The reviewed product's SKU and name (the review form's). */
  sku: string;
  productName: string;
  reviewCount: number;
  /** 0-100, the product's rating_summary. */
  rating: number;
}

/** "2024-05-01 10:00:00" (Magento's created_at) as a Date, or null. */
function parseDate(value: string): Date | null {
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The product's reviews: the summary, Write a Review, then one page of reviews with Previous / Next. */
export function ProductReviews({ urlKey, productUid, sku, productName, reviewCount, rating }: ProductReviewsProps) {
  const { formatMessage } = useIntl();
  const { reviews, page, totalPages, loading, failed, goTo } = useProductReviews(urlKey, productUid, reviewCount);
  return (
    <section className={classes.reviews} id="reviews" aria-labelledby="reviews-title">
      <h2 className={classes.title} id="reviews-title">
        <FormattedMessage id="reviews.title" values={{ count: reviewCount }} />
      </h2>
      {reviewCount === 0 ? (
        <p className={classes.empty}>
          <FormattedMessage id="reviews.empty" />
        </p>
      ) : (
        <RatingStars rating={rating} count={reviewCount} />
      )}
      <div className={classes.write}>
        <WriteReview sku={sku} productName={productName} />
      </div>
      {reviewCount > 0 && (
        <>
          {failed && (
            <p className={classes.empty}>
              <FormattedMessage id="reviews.failed" />
            </p>
          )}
          <ol className={classes.list} aria-busy={loading || undefined}>
            {reviews.map((review, index) => {
              const date = parseDate(review.createdAt);
              return (
                <li key={`${page}-${index}`} className={classes.review}>
                  <h3 className={classes.summary}>{review.summary}</h3>
                  <RatingStars rating={review.rating} />
                  <p className={classes.byline}>
                    {review.nickname}
                    {date && (
                      <>
                        {' · '}
                        <FormattedDate value={date} year="numeric" month="short" day="numeric" />
                      </>
                    )}
                  </p>
                  <p className={classes.text}>{review.text}</p>
                </li>
              );
            })}
          </ol>
          {totalPages > 1 && (
            <nav className={classes.pager} aria-label={formatMessage({ id: 'reviews.pages' })}>
              <button type="button" className={classes.pageButton} disabled={page <= 1} onClick={() => goTo(page - 1)}>
                <FormattedMessage id="reviews.previous" />
              </button>
              <span aria-live="polite">
                <FormattedMessage id="reviews.page" values={{ page, total: totalPages }} />
              </span>
              <button type="button" className={classes.pageButton} disabled={page >= totalPages} onClick={() => goTo(page + 1)}>
                <FormattedMessage id="reviews.next" />
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { MagentoDate } from '../../../lib/date/MagentoDate';
import { RatingStars } from '../../../lib/ui/RatingStars';
import styles from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { AccountPager } from '../frame/AccountPager';
import { useCustomerReviews } from './useCustomerReviews';

/** /product-review: what the customer wrote about products, newest first. */
export default function CustomerReviewsPage() {
  const talon = useCustomerReviews();
  return (
    <AccountPage titleId="productReview.title" isLoading={talon.isLoading}>
      {talon.error ? (
        <p className={styles.error} role="alert">
          {talon.error}
        </p>
      ) : talon.reviews.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="productReview.empty" />
        </p>
      ) : (
        <>
          <ul className={`${styles.cards} ${styles.plainList}`}>
            {talon.reviews.map((review, index) => (
              <li key={`${review.product.uid}-${review.created_at}-${index}`} className={styles.card}>
                <h2 className={styles.cardHeading}>{review.summary}</h2>
                <RatingStars rating={review.average_rating} />
                <p className={styles.muted}>
                  <FormattedMessage
                    id="productReview.about"
                    values={{
                      product: <Link to={`/${review.product.url_key ?? ''}${review.product.url_suffix ?? ''}`}>{review.product.name}</Link>,
                      date: <MagentoDate value={review.created_at} />,
                    }}
                  />
                </p>
                <p>{review.text}</p>
              </li>
            ))}
          </ul>
          <AccountPager pager={talon.pager} />
        </>
      )}
    </AccountPage>
  );
}

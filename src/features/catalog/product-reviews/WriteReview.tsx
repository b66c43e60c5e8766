import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { withMessageGroup } from '../../../lib/i18n/withMessageGroup';
import classes from './productReviews.module.css';

// The form (informed fields, its query and mutation) stays out of the product page's chunk until asked for.
const ReviewForm = lazy(withMessageGroup('review-form', () => import(/* webpackChunkName: "review-form" */ './ReviewForm')));

export interface WriteReviewProps {
  sku: string;
  productName: string;
}

/** "Write a Review": opens the review form in its place; Cancel closes it and gives focus back to the button. */
export function WriteReview({ sku, productName }: WriteReviewProps) {
  const [isOpen, setOpen] = useState(false);
  const [wasClosed, setClosed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (!isOpen && wasClosed) buttonRef.current?.focus();
  }, [isOpen, wasClosed]);

  if (!isOpen) {
    return (
      <button ref={buttonRef} type="button" className={classes.writeButton} onClick={() => setOpen(true)}>
        <FormattedMessage id="reviews.write" />
      </button>
    );
  }
  return (
    <Suspense
      fallback={
        <p className={classes.empty} role="status">
          <FormattedMessage id="reviews.loadingForm" />
        </p>
      }
    >
      <ReviewForm
        sku={sku}
        productName={productName}
        onClose={() => {
          setOpen(false);
          setClosed(true);
        }}
      />
    </Suspense>
  );
}

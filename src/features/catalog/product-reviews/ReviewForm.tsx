import { Form } from 'informed';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { TextAreaField } from '../../../lib/ui/form/TextAreaField';
import { TextField } from '../../../lib/ui/form/TextField';
import { ratingFieldName } from './reviewFormState';
import { StarRatingField } from './StarRatingField';
import { useReviewForm } from './useReviewForm';
import styles from './reviewForm.module.css';

export interface ReviewFormProps {
  sku: string;
  productName: string;
  /** Closes the form (Cancel). */
  onClose(): void;
}

/** Moves focus to the element once it is shown: what the shopper pressed is gone from the page. */
function useFocusOnShow<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

/**
 * "Write Your Own Review" (lazy: loaded when the shopper asks for it): a star rating per Magento
 * rating, Nickname, Summary and Review, all required; once sent, Magento's moderation message.
 */
export default function ReviewForm({ sku, productName, onClose }: ReviewFormProps) {
  const { formatMessage } = useIntl();
  const talon = useReviewForm(sku);
  const headingRef = useFocusOnShow<HTMLHeadingElement>(talon.access !== 'loading');
  const doneRef = useFocusOnShow<HTMLDivElement>(talon.isSubmitted);
  const headingId = useId();

  if (talon.isSubmitted) {
    return (
      <div className={styles.done} ref={doneRef} tabIndex={-1}>
        <p className={styles.success} role="status">
          <FormattedMessage id="reviewForm.submitted" />
        </p>
        {talon.isSignedIn && (
          <Link className={styles.link} to="/product-review">
            <FormattedMessage id="reviewForm.seeYours" />
          </Link>
        )}
      </div>
    );
  }

  const heading = (
    <h3 className={styles.heading} id={headingId} ref={headingRef} tabIndex={-1}>
      <FormattedMessage id="reviewForm.heading" />
    </h3>
  );

  if (talon.access === 'loading') {
    return (
      <p className={styles.muted} role="status">
        <FormattedMessage id="reviewForm.loading" />
      </p>
    );
  }

  if (talon.access !== 'open') {
    return (
      <section className={styles.panel} aria-labelledby={headingId}>
        {heading}
        <p className={talon.access === 'failed' ? styles.error : styles.muted} role={talon.access === 'failed' ? 'alert' : undefined}>
          {talon.access === 'failed' && <FormattedMessage id="reviewForm.loadFailed" />}
          {talon.access === 'unavailable' && <FormattedMessage id="reviewForm.unavailable" />}
          {talon.access === 'signInRequired' && (
            <FormattedMessage
              id="reviewForm.guestsNotAllowed"
              values={{
                signIn: (chunks) => <Link to="/sign-in">{chunks}</Link>,
                createAccount: (chunks) => <Link to="/create-account">{chunks}</Link>,
              }}
            />
          )}
        </p>
        <div className={styles.actions}>
          {talon.access === 'failed' && (
            <button type="button" className={styles.submit} onClick={talon.retry}>
              <FormattedMessage id="reviewForm.retry" />
            </button>
          )}
          <button type="button" className={styles.cancel} onClick={onClose}>
            <FormattedMessage id="reviewForm.cancel" />
          </button>
        </div>
      </section>
    );
  }

  const label = (id: string) => formatMessage({ id: `reviewForm.${id}` });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      {heading}
      <p className={styles.reviewing}>
        <FormattedMessage id="reviewForm.reviewing" values={{ product: <strong>{productName}</strong> }} />
      </p>
      <p className={styles.muted}>
        <FormattedMessage id="reviewForm.note" />
      </p>
      <Form
        className={styles.form}
        onSubmit={talon.submit}
        formApiRef={talon.formApiRef}
        initialValues={{ nickname: talon.initialNickname }}
        focusOnInvalid
        noValidate
      >
        {talon.ratings.length > 0 && (
          <fieldset className={styles.ratings}>
            <legend className={styles.ratingsLegend}>{label('ratings')}</legend>
            {talon.ratings.map((rating, index) => (
              <StarRatingField key={rating.id} name={ratingFieldName(index)} legend={rating.name} values={rating.values} validate={talon.required} />
            ))}
          </fieldset>
        )}
        <TextField name="nickname" label={label('nickname')} autoComplete="nickname" validate={talon.required} maxLength={talon.maxLengths.nickname} />
        <TextField name="summary" label={label('summary')} validate={talon.required} maxLength={talon.maxLengths.summary} />
        <TextAreaField name="text" label={label('text')} validate={talon.required} maxLength={talon.maxLengths.text} />
        {talon.error && (
          <p className={styles.error} role="alert">
            {talon.error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={talon.isBusy} aria-busy={talon.isBusy || undefined}>
            <FormattedMessage id="reviewForm.submit" />
          </button>
          <button type="button" className={styles.cancel} onClick={onClose}>
            <FormattedMessage id="reviewForm.cancel" />
          </button>
        </div>
      </Form>
    </section>
  );
}

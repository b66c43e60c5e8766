import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './cartPage.module.css';
import { useCouponForm } from './useCouponForm';

/** Apply a coupon code, or remove the one applied; Magento's message when a code is refused. */
export function CouponForm() {
  const { formatMessage } = useIntl();
  const id = useId();
  const coupon = useCouponForm();
  return (
    <div className={styles.coupon}>
      {coupon.applied ? (
        <p className={styles.applied}>
          <FormattedMessage id="cartPage.couponApplied" values={{ code: coupon.applied }} />{' '}
          <button type="button" className={styles.remove} onClick={() => void coupon.remove()} disabled={coupon.busy}>
            <FormattedMessage id="cartPage.couponRemove" />
          </button>
        </p>
      ) : (
        <form className={styles.couponForm} onSubmit={(event) => void coupon.apply(event)} noValidate>
          <label htmlFor={`${id}-coupon`} className={styles.couponLabel}>
            <FormattedMessage id="cartPage.couponLabel" />
          </label>
          <div className={styles.couponRow}>
            <input
              id={`${id}-coupon`}
              className={styles.couponInput}
              value={coupon.code}
              onChange={(event) => coupon.setCode(event.target.value)}
              autoComplete="off"
              aria-invalid={coupon.error ? true : undefined}
              aria-describedby={coupon.error ? `${id}-coupon-error` : undefined}
            />
            <button type="submit" className={styles.couponApply} disabled={coupon.busy || !coupon.code.trim()}>
              {formatMessage({ id: 'cartPage.couponApply' })}
            </button>
          </div>
        </form>
      )}
      {coupon.error ? (
        <p id={`${id}-coupon-error`} className={styles.error} role="alert">
          {coupon.error}
        </p>
      ) : null}
    </div>
  );
}

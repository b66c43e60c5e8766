import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { OrderDetails } from './OrderDetails';
import styles from './thanks.module.css';
import { useThanksPage } from './useThanksPage';

/** /thanks/:order: "Thank you for your order!", the number, the order's summary and, for a guest, an account offer. */
export default function ThanksPage() {
  const thanks = useThanksPage();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage id="thanks.heading" />
      </h1>
      <p className={styles.number}>
        <FormattedMessage id="thanks.orderNumber" values={{ number: <strong>{thanks.number}</strong> }} />
      </p>
      {thanks.email ? (
        <p className={styles.note}>
          <FormattedMessage id="thanks.emailNote" values={{ email: thanks.email }} />
        </p>
      ) : null}
      {thanks.isLoading ? (
        <p role="status">
          <FormattedMessage id="thanks.loading" />
        </p>
      ) : null}
      {thanks.order ? <OrderDetails order={thanks.order} paymentName={thanks.paymentName} instructions={thanks.instructions} formatPrice={thanks.formatPrice} /> : null}
      {thanks.accountPrefill ? (
        <section className={styles.offer} aria-labelledby="thanks-account-heading">
          <h2 id="thanks-account-heading" className={styles.subheading}>
            <FormattedMessage id="thanks.createAccountHeading" />
          </h2>
          <p>
            <FormattedMessage id="thanks.createAccountText" />
          </p>
          <Link className={styles.secondary} to="/create-account" state={{ prefill: thanks.accountPrefill }}>
            <FormattedMessage id="thanks.createAccount" />
          </Link>
        </section>
      ) : null}
      <Link className={styles.primary} to="/">
        <FormattedMessage id="thanks.continueShopping" />
      </Link>
    </div>
  );
}

import { Form, Input } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './newsletter.module.css';
import { useNewsletter } from './useNewsletter';

/** The footer's newsletter signup: an Email field and a Subscribe button. */
export function Newsletter() {
  const { formatMessage } = useIntl();
  const { isBusy, handleSubmit, formApiRef, validateEmail } = useNewsletter();
  return (
    <section className={styles.root} aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className={styles.heading}>
        <FormattedMessage id="footer.newsletterHeading" />
      </h2>
      <p className={styles.text}>
        <FormattedMessage id="footer.newsletterText" />
      </p>
      <Form className={styles.form} onSubmit={handleSubmit} formApiRef={formApiRef} noValidate>
        <div className={styles.field}>
          <Input
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            label={formatMessage({ id: 'newsletter.emailLabel' })}
            placeholder={formatMessage({ id: 'newsletter.emailPlaceholder' })}
            validate={validateEmail}
            className={styles.input}
          />
        </div>
        <button type="submit" className={styles.submit} disabled={isBusy} aria-busy={isBusy}>
          <FormattedMessage id="newsletter.subscribe" />
        </button>
      </Form>
    </section>
  );
}

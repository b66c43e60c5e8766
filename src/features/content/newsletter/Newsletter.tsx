import { FormattedMessage } from 'react-intl';
import styles from './newsletter.module.css';
import { NewsletterForm } from './NewsletterForm';

/** The footer's newsletter signup: a heading, a line of text, and the form. */
export function Newsletter() {
  return (
    <section className={styles.root} aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className={styles.heading}>
        <FormattedMessage id="footer.newsletterHeading" />
      </h2>
      <p className={styles.text}>
        <FormattedMessage id="footer.newsletterText" />
      </p>
      <NewsletterForm />
    </section>
  );
}

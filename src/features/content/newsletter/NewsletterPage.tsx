import { FormattedMessage, useIntl } from 'react-intl';
import { Title } from '../../../lib/page/Title';
import styles from './newsletterPage.module.css';
import { NewsletterForm } from './NewsletterForm';

const BENEFITS = ['newsletterPage.benefitPromos', 'newsletterPage.benefitTips', 'newsletterPage.benefitLaunches'] as const;

/** /newsletter: why to subscribe, and the newsletter form (the footer's, reused). */
export default function NewsletterPage({ titleId }: { titleId: string }) {
  const { formatMessage } = useIntl();
  return (
    <article className={styles.page}>
      <Title>{formatMessage({ id: titleId })}</Title>
      <h1 className={styles.heading}>
        <FormattedMessage id={titleId} />
      </h1>
      <section className={styles.card} aria-labelledby="newsletter-page-heading">
        <h2 id="newsletter-page-heading" className={styles.cardHeading}>
          <FormattedMessage id="newsletterPage.heading" />
        </h2>
        <p className={styles.pitch}>
          <FormattedMessage id="newsletterPage.pitch" />
        </p>
        <ul className={styles.benefits}>
          {BENEFITS.map((id) => (
            <li key={id}>
              <FormattedMessage id={id} />
            </li>
          ))}
        </ul>
        <NewsletterForm />
        <p className={styles.note}>
          <FormattedMessage id="newsletterPage.note" />
        </p>
      </section>
    </article>
  );
}

import { FormattedMessage } from 'react-intl';
import { Card } from '../../../lib/ui/Card';
import { FormPage } from '../../../lib/ui/FormPage';
import styles from './newsletterPage.module.css';
import { NewsletterForm } from './NewsletterForm';

const BENEFITS = ['newsletterPage.benefitPromos', 'newsletterPage.benefitTips', 'newsletterPage.benefitLaunches'] as const;

/** /newsletter: why to subscribe, and the newsletter form (the footer's, reused). */
export default function NewsletterPage({ titleId }: { titleId: string }) {
  return (
    <FormPage titleId={titleId} as="article" className={styles.page}>
      <Card headingId="newsletter-page-heading" heading={<FormattedMessage id="newsletterPage.heading" />} className={styles.card}>
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
      </Card>
    </FormPage>
  );
}

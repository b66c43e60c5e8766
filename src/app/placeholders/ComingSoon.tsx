import { FormattedMessage } from 'react-intl';
import styles from './page.module.css';

/** Placeholder for a page that a later issue builds: its title and "Coming soon". */
export function ComingSoon({ titleId }: { titleId: string }) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id={titleId} />
      </h1>
      <p className={styles.label}>
        <FormattedMessage id="comingSoon.heading" />
      </p>
      <p className={styles.message}>
        <FormattedMessage id="comingSoon.message" />
      </p>
    </section>
  );
}

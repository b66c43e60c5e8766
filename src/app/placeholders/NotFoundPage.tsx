import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './page.module.css';

/** spec §2 not-found page: "Ooops!", "PAGE NOT FOUND", the message and a way home. */
export default function NotFoundPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="notFound.header" />
      </h1>
      <p className={styles.label}>
        <FormattedMessage id="notFound.label" />
      </p>
      <p className={styles.message}>
        <FormattedMessage id="notFound.message" />
      </p>
      <Link className={styles.button} to="/">
        <FormattedMessage id="notFound.backToHome" />
      </Link>
    </section>
  );
}

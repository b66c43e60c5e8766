import { FormattedMessage } from 'react-intl';
import { PageLoading } from '../PageLoading';
import styles from '../placeholders/page.module.css';
import { useStoreName } from './useStoreName';

/** Placeholder home page: proves the data path (Apollo -> /graphql -> storeConfig) end to end. */
export default function HomePage() {
  const { storeName, loading, hasError } = useStoreName();
  if (loading) return <PageLoading />;
  return (
    <section className={styles.page}>
      {hasError || !storeName ? (
        <p role="alert" className={styles.error}>
          <FormattedMessage id="home.error" />
        </p>
      ) : (
        <h1 className={styles.title}>
          <FormattedMessage id="home.welcome" values={{ storeName }} />
        </h1>
      )}
      <p className={styles.message}>
        <FormattedMessage id="comingSoon.heading" />
      </p>
    </section>
  );
}

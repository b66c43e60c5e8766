import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Title } from '../../lib/page/Title';
import styles from '../rootPage.module.css';

/** Root component for /search.html?query=… (placeholder): what was searched for. */
export default function Search() {
  const { formatMessage } = useIntl();
  const query = (useSearchParams()[0].get('query') ?? '').trim();
  return (
    <section className={styles.page}>
      <Title>{formatMessage({ id: 'search.title' })}</Title>
      <h1 className={styles.title}>
        <FormattedMessage id="search.title" />
      </h1>
      <p className={styles.message}>
        {query ? <FormattedMessage id="search.resultsFor" values={{ query }} /> : <FormattedMessage id="search.noQuery" />}
      </p>
    </section>
  );
}

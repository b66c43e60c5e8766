import { FormattedMessage, useIntl } from 'react-intl';
import { Title } from '../../lib/page/Title';
import { type RoutePageProps } from '../routes';
import styles from './page.module.css';

/** The one placeholder for routes whose feature is not built yet: the page's title and "Coming soon". */
export default function ComingSoonPage({ titleId }: RoutePageProps) {
  const { formatMessage } = useIntl();
  return (
    <section className={styles.page} data-placeholder="coming-soon">
      <Title>{formatMessage({ id: titleId })}</Title>
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

import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type RoutePageProps } from '../../../app/pages/definePage';
import { InternalError } from '../../../lib/page/InternalError';
import { PageLoading } from '../../../lib/page/PageLoading';
import { Title } from '../../../lib/page/Title';
import { CompareTable } from './CompareTable';
import styles from './productCompare.module.css';
import { useProductCompare } from './useProductCompare';

/** /product-compare: the products in the shopper's compare list side by side, to remove one by one or all at once. */
export default function ProductComparePage({ titleId }: RoutePageProps) {
  const { formatMessage } = useIntl();
  const talon = useProductCompare();
  if (talon.status === 'error') return <InternalError />;
  return (
    <article className={styles.page}>
      <Title>{formatMessage({ id: titleId })}</Title>
      <div className={styles.head}>
        <h1 className={styles.heading}>{formatMessage({ id: titleId })}</h1>
        {talon.status === 'list' && (
          <>
            <p className={styles.count}>
              <FormattedMessage id="productCompare.count" values={{ count: talon.columns.length }} />
            </p>
            <button type="button" className={styles.clear} onClick={() => void talon.clear()} disabled={talon.isClearing} aria-busy={talon.isClearing || undefined}>
              <FormattedMessage id="productCompare.clearAll" />
            </button>
          </>
        )}
      </div>
      {talon.status === 'loading' && <PageLoading />}
      {talon.status === 'empty' && (
        <div className={styles.empty}>
          <p>
            <FormattedMessage id="productCompare.empty" />
          </p>
          <Link className={styles.shop} to="/">
            <FormattedMessage id="productCompare.shop" />
          </Link>
        </div>
      )}
      {talon.status === 'list' && <CompareTable columns={talon.columns} rows={talon.rows} onRemove={(id, name) => void talon.remove(id, name)} removingId={talon.removingId} />}
    </article>
  );
}

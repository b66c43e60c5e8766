import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './account.module.css';
import pager from './accountPager.module.css';

/** Where a paged account list is, and its neighbours' links (null at either end). */
export interface AccountPagerState {
  current: number;
  total: number;
  previousHref: string | null;
  nextHref: string | null;
}

/** Previous and Next through an account list's pages (history, reviews), and "Page 2 of 5". */
export function AccountPager({ pager: state }: { pager: AccountPagerState }) {
  const { formatMessage } = useIntl();
  if (state.total <= 1) return null;
  return (
    <nav className={pager.pager} aria-label={formatMessage({ id: 'pagination.label' })}>
      {state.previousHref ? (
        <Link className={styles.secondary} to={state.previousHref} rel="prev">
          <FormattedMessage id="pagination.previous" />
        </Link>
      ) : null}
      <span className={styles.muted}>
        <FormattedMessage id="accountNav.pageOf" values={{ page: state.current, total: state.total }} />
      </span>
      {state.nextHref ? (
        <Link className={styles.secondary} to={state.nextHref} rel="next">
          <FormattedMessage id="pagination.next" />
        </Link>
      ) : null}
    </nav>
  );
}
